export * from './auth';
export * from './blog';
export * from './resources';
export * from './banners';
export * from './media';
export * from './leads';
export * from './admin';
export * from './revisions';
