import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode } from 'graphql';
import { AppError } from '@nova/platform';
import { asRequestError } from './plugin-error';

/**
 * Refuses text no field can hold before it reaches a service: NUL (PostgreSQL
 * text cannot store it) and unpaired UTF-16 surrogates (not Unicode at all).
 * Checked once here for every variable and string literal, REST included.
 */
export function textInputPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          await asRequestError(async () => {
            if (!allTextValid(request.variables) || !literalsValid(document)) {
              throw new AppError('BAD_USER_INPUT', 'Invalid input: text must not contain NUL characters or broken Unicode');
            }
          });
        },
      };
    },
  };
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isValidText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

function allTextValid(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isValidText(value);
  if (depth > 20 || value === null || typeof value !== 'object') return true;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.every((item) => allTextValid(item, depth + 1));
}

function literalsValid(document: DocumentNode): boolean {
  let valid = true;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!isValidText(node.value)) valid = false;
    },
  });
  return valid;
}
