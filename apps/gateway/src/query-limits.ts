import depthLimit from 'graphql-depth-limit';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';
import { GraphQLError, type ValidationRule, type ASTVisitor, type ValidationContext } from 'graphql';

/** Deep nesting, huge selections and alias floods are refused before execution. */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 1000;
export const MAX_ALIASES = 30;

function aliasLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(
            new GraphQLError(`Too many aliases: at most ${max} per request`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

export function queryLimitRules(): ValidationRule[] {
  return [
    depthLimit(MAX_QUERY_DEPTH),
    aliasLimit(MAX_ALIASES),
    createComplexityRule({
      maximumComplexity: MAX_QUERY_COST,
      estimators: [simpleEstimator({ defaultComplexity: 1 })],
      createError: (max, actual) =>
        new GraphQLError(`Query is too expensive: cost ${actual}, at most ${max}`, {
          extensions: { code: 'BAD_USER_INPUT' },
        }),
    }),
  ];
}
