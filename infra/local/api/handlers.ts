/**
 * Loading each feature's Lambda handler module (`functions/<feature>/handler.ts`)
 * lazily, once, as Lambda does on a cold start.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { REPO_ROOT } from '../paths';

/** A Lambda handler as our features export it. */
export type LambdaHandler = (event: never, context: Context) => unknown;

/** Returns the handler of a feature. */
export type HandlerLoader = (feature: string) => Promise<LambdaHandler>;

/** Wraps a module importer: caches each feature's module and picks its `handler` export. */
export function createHandlerLoader(importModule: (feature: string) => Promise<Record<string, unknown>>): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (feature) => {
    let loaded = cache.get(feature);
    if (!loaded) {
      loaded = importModule(feature).then((module) => {
        if (typeof module.handler !== 'function') throw new Error(`functions/${feature}/handler.ts exports no handler`);
        return module.handler as LambdaHandler;
      });
      // A failed import (syntax error being fixed) is retried on the next request.
      loaded.catch(() => cache.delete(feature));
      cache.set(feature, loaded);
    }
    return loaded;
  };
}

/** The path of a feature's handler module. */
export function featureHandlerPath(feature: string): string {
  return path.join(REPO_ROOT, 'functions', feature, 'handler.ts');
}

/** Loads the real feature handlers from `functions/`. */
export const featureHandlers: HandlerLoader = createHandlerLoader(
  (feature) => import(pathToFileURL(featureHandlerPath(feature)).href) as Promise<Record<string, unknown>>,
);
