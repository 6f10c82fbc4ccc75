import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { GraphQLError, type ValidationRule, type ASTVisitor, type ValidationContext } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/** Deep nesting, huge selections and alias floods are refused before execution. */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 1000;
export const MAX_ALIASES = 30;

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

export function queryLimitRules(): ValidationRule[] {
  return [depthLimit(MAX_QUERY_DEPTH), aliasLimit(MAX_ALIASES)];
}

/**
 * Cost is measured once the operation is resolved, because it depends on
 * the variables (validation rules never see them).
 */
export function queryCostPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              ...(request.operationName ? { operationName: request.operationName } : {}),
              estimators: [simpleEstimator({ defaultComplexity: 1 })],
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
