import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { GraphQLError, getNullableType, isListType, type ValidationRule, type ASTVisitor, type ValidationContext, type ParseOptions } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { operationDepths } from './document-shape';

/**
 * Deep nesting, huge selections, alias floods and oversized documents are
 * refused before execution. The web client's largest operation stays far
 * below each limit (see test/query-limits.spec.ts).
 */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 3000;
export const MAX_ALIASES = 30;
/** Fields once fragments are expanded; checked before validation, whose overlap check is quadratic in them. */
export const MAX_FIELDS = 300;
/** Lexical tokens in one document: the parser stops at once past this. */
export const MAX_TOKENS = 3000;
/** Assumed length of a list field that takes no `limit`/`first` argument. */
export const DEFAULT_LIST_SIZE = 10;

/** Options for Apollo's `parse`: a huge document fails fast as a syntax error. */
export const queryParseOptions: ParseOptions = { maxTokens: MAX_TOKENS };

function limitError(message: string): GraphQLError {
  // The http status matters for errors thrown from plugins (else Apollo answers 500).
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

function aliasLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(limitError(`Too many aliases: at most ${max} per request`));
        }
      },
    };
  };
}

/** Depth limit that follows fragments without recursing forever on a fragment cycle. */
function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document(document) {
      for (const { name, depth } of operationDepths(document)) {
        if (depth > max) context.reportError(new GraphQLError(`'${name}' exceeds maximum operation depth of ${max}`));
      }
    },
  });
}

export function queryLimitRules(): ValidationRule[] {
  return [depthLimit(MAX_QUERY_DEPTH), aliasLimit(MAX_ALIASES)];
}

/**
 * Cost of a field: 1, plus its sub-selection's cost once per item it may
 * return. A list's length is its `limit` or `first` argument, or
 * DEFAULT_LIST_SIZE when it takes neither.
 */
export const listSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const type = getNullableType(field.type);
  if (!isListType(type)) return 1 + childComplexity;
  const requested = [args.limit, args.first].find((value): value is number => typeof value === 'number');
  const items = requested === undefined ? DEFAULT_LIST_SIZE : Math.max(0, requested);
  // A list of scalars costs 1 (its items have no sub-selection).
  return 1 + items * childComplexity;
};

export function queryCost(options: Omit<Parameters<typeof getComplexity>[0], 'estimators'>): number {
  return getComplexity({ ...options, estimators: [listSizeEstimator] });
}

/**
 * Cost is measured once the operation is resolved, because it depends on
 * the variables (validation rules never see them). The field count is
 * checked earlier, before Apollo parses and validates (graphql-guards.ts).
 * The REST facade's operations (no HTTP request of their own) are written
 * here, not by the caller: their lists are bounded by the services' own
 * `limit` caps, so only documents sent to /graphql are priced.
 */
export function queryCostPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          if (!request.http) return;
          let cost: number;
          try {
            cost = queryCost({
              schema,
              query: document,
              variables: request.variables ?? {},
              ...(request.operationName ? { operationName: request.operationName } : {}),
            });
          } catch {
            return; // invalid variables: execution reports them as BAD_USER_INPUT
          }
          if (cost > MAX_QUERY_COST) throw limitError(`Query is too expensive: cost ${cost}, at most ${MAX_QUERY_COST}`);
        },
      };
    },
  };
}
