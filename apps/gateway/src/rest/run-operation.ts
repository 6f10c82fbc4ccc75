import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { GraphQLError, print, type DocumentNode } from 'graphql';
import { AppError, timed } from '@nova/platform';
import type { GatewayContext } from '../context';

export type ContextFactory = (req: Request, res: Response) => Promise<GatewayContext>;

/**
 * Each route's document as text, printed once: Apollo Server prints a
 * document it is given on every call before hashing the text to find the
 * parsed and validated copy it keeps.
 */
const printedDocuments = new WeakMap<DocumentNode, string>();

function printedOnce(document: DocumentNode): string {
  let text = printedDocuments.get(document);
  if (text === undefined) {
    text = print(document);
    printedDocuments.set(document, text);
  }
  return text;
}

/**
 * Runs one GraphQL operation against the supergraph for a REST route, so REST
 * and GraphQL share every rule. Errors are rethrown as AppErrors carrying the
 * subgraph's code, for the REST error mapper.
 */
export async function runOperation<TData, TVariables>(
  server: ApolloServer<GatewayContext>,
  contextValue: GatewayContext,
  document: TypedDocumentNode<TData, TVariables>,
  // The caller's values as sent: the schema, not the type system, refuses bad ones with a 400.
  variables: Record<string, unknown> = {},
): Promise<TData> {
  const response = await timed('graphql', () => server.executeOperation<TData>({ query: printedOnce(document), variables }, { contextValue }));
  if (response.body.kind !== 'single') throw new AppError('INTERNAL', 'Unexpected incremental response');
  const { data, errors } = response.body.singleResult;
  const first = errors?.[0];
  if (first) {
    // Keeps the subgraph's code in extensions: the REST error mapper reads it.
    throw new GraphQLError(first.message, { extensions: { ...first.extensions } });
  }
  if (!data) throw new AppError('INTERNAL', 'Empty response');
  return data;
}
