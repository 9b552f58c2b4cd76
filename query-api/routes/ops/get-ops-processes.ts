import { opsProcessesReply } from '../../../domain/ops/api-schemas';
import { ensureOpsTelemetry, readProjectionRuns } from '../../../infra/observability/ops-console/ops-telemetry';
import { readProcesses } from '../../../infra/observability/process-registry/read-processes';
import { queryRoute } from '../../lib/query-route';

/** GET /api/ops/processes (issue #33): each process of the deployment (the registry, D-708) with its role, version, uptime, readiness and the projections it runs. Operators only. */
export const getOpsProcessesRoute = queryRoute(
  { method: 'GET', path: '/api/ops/processes', tags: ['ops'], summary: 'The operations console: processes', auth: ['Operator'], readModels: [], reply: opsProcessesReply },
  async (_call, ctx) => {
    await ensureOpsTelemetry(ctx.sql);
    const [processes, runs] = await Promise.all([readProcesses(ctx.sql), readProjectionRuns(ctx.sql)]);
    const running = (id: string) => runs.filter((r) => r.processId === id && r.state !== 'standby').length;
    return { processes: processes.map(({ metricsUrl: _url, ...p }) => ({ ...p, projections: p.status === 'up' ? running(p.processId) : 0 })) };
  },
);
