type Params = Record<string, string | number | undefined>;

/** Query keys of what-if replays (issue #32); only the queryOptions factories use them. */
export const whatIfKeys = {
  all: ['what-if'] as const,
  list: (params: Params) => [...whatIfKeys.all, 'list', params] as const,
  result: (params: Params) => [...whatIfKeys.all, 'result', params] as const,
};
