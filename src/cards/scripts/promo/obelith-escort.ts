import { cardScript, ifThen, prepared } from '../../define.js';

const obelith = { op: 'summonToken' as const, token: 'memorite-obelith', count: 1, counters: { sheen: 1 } };

export default cardScript('obelith-escort', {
  keywords: ['prepare'],
  activationValues: { prepare: 2 },
  onResolve: [obelith, ifThen(prepared(), [obelith])],
});
