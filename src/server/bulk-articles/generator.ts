import 'server-only';
import { llmConfig } from '@/lib/env';
import type { ArticleGenerator } from './draft';
import { openAiGenerator, type OpenAiGeneratorOptions } from './openai-generator';
import { templateGenerator } from './template-generator';

/**
 * Article generators of the Bulk Creator (back-office.md §7 "bulk-article-generator": "What the
 * server does with each article is not shown"). Each turns a title and a keyword into a
 * draft blog post. Two implementations share {@link ArticleGenerator}: {@link templateGenerator}
 * (offline, deterministic; `./template-generator`) and {@link openAiGenerator} (any
 * OpenAI-compatible Chat Completions endpoint; `./openai-generator`). {@link getArticleGenerator}
 * picks one from the LLM_* environment variables, validated by `llmConfig` of `src/lib/env.ts`.
 *
 * This module is the entry point: it re-exports the generators and what they share (`./draft`), so
 * importers need only `@/server/bulk-articles/generator`.
 */

export * from './draft';
export { openAiGenerator, templateGenerator, type OpenAiGeneratorOptions };

// ---------------------------------------------------------------------------------------------
// Choosing from the environment

/**
 * Reads the LLM_* variables through `llmConfig` of `src/lib/env.ts`, the one schema of those
 * variables (ARCHITECTURE.md "Environment").
 * @param env - `process.env` by default; any object holding LLM_* values (raw strings, or the
 *   parsed env of `getEnv()`); other variables are ignored
 * @returns the {@link openAiGenerator} settings, or null when LLM_BASE_URL is unset or empty
 * @throws Error listing every invalid variable (LLM_BASE_URL not an http(s) URL, LLM_MODEL
 *   missing while LLM_BASE_URL is set, LLM_TIMEOUT_MS out of range)
 */
export function readLlmConfig(
  env: Readonly<Record<string, unknown>> = process.env,
): OpenAiGeneratorOptions | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = llmConfig(env);
  if (!LLM_BASE_URL) return null;
  return {
    baseURL: LLM_BASE_URL,
    apiKey: LLM_API_KEY,
    model: LLM_MODEL!,
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

const openAiGenerators = new Map<string, ArticleGenerator>();

/**
 * The generator the bulk service uses (back-office.md §7 "bulk-article-generator"):
 * {@link openAiGenerator} when LLM_BASE_URL is set (with LLM_API_KEY, LLM_MODEL and
 * LLM_TIMEOUT_MS), else {@link templateGenerator}. The OpenAI-compatible generator is created
 * once per configuration and reused.
 * @param env - `process.env` by default (see {@link readLlmConfig})
 * @returns the generator
 * @throws Error as {@link readLlmConfig} when the LLM_* variables are invalid
 */
export function getArticleGenerator(
  env: Readonly<Record<string, unknown>> = process.env,
): ArticleGenerator {
  const config = readLlmConfig(env);
  if (!config) return templateGenerator;
  // One client per configuration, so it keeps its connections and what it learnt about JSON mode.
  const key = JSON.stringify(config);
  let generator = openAiGenerators.get(key);
  if (!generator) {
    generator = openAiGenerator(config);
    openAiGenerators.set(key, generator);
  }
  return generator;
}
