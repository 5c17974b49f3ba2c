export {
  RichTextEditor,
  type RichTextEditorHandle,
  type RichTextEditorProps,
  type UploadImageOptions,
} from './editor';
