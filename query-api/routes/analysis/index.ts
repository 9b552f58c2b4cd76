import { downloadAnalysisCsvRoute } from './download-analysis-csv';
import { listAnalysisTablesRoute } from './list-analysis-tables';
import { listSavedQueriesRoute } from './list-saved-queries';
import { listStarterQueriesRoute } from './list-starter-queries';
import { runAnalysisQueryRoute } from './run-analysis-query';

/** Query routes of the Analysis screen (issue #32): SQL over the caller's export, saved and starter queries. */
export const analysisQueryRoutes = [listAnalysisTablesRoute, runAnalysisQueryRoute, downloadAnalysisCsvRoute, listSavedQueriesRoute, listStarterQueriesRoute];
