import { operatorParticularsInput, setOperatorParticularsReply } from '../../../domain/legal/api-schemas';
import { OPERATOR_PARTICULARS_STREAM } from '../../../domain/legal/events';
import { decideSetOperatorParticulars, operatorParticularsDecider } from '../../../domain/legal/set-operator-particulars';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/operatorparticulars (CSR): the operator's legal particulars the public legal pages show (OperatorParticularsSet). */
export const setOperatorParticularsRoute = commandRoute(
  {
    path: '/api/support/operatorparticulars', tags: ['legal'], summary: 'Set the operator’s legal particulars (CSR)',
    auth: ['CSR'], body: operatorParticularsInput, reply: setOperatorParticularsReply,
  },
  async ({ body, handle }) => {
    const { result } = await handle(OPERATOR_PARTICULARS_STREAM, operatorParticularsDecider, (s) => decideSetOperatorParticulars({ particulars: body, now: new Date() }, s));
    return { changed: Boolean(result), position: result?.position ?? null };
  },
);
