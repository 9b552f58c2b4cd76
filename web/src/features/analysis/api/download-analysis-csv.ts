import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/save-file';

/** POST /api/analysis/query.csv: the query's whole result (up to the row cap) as a CSV file. */
export async function downloadAnalysisCsv(sql: string): Promise<{ filename: string; bytes: number }> {
  return downloadFile('/analysis/query.csv', {}, 'lensloop-analysis.csv', { sql });
}

export function useDownloadAnalysisCsv() {
  return useMutation({ mutationFn: downloadAnalysisCsv });
}
