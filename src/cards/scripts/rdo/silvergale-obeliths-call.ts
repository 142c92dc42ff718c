import { cardScript } from '../../define.js';

export default cardScript('silvergale-obeliths-call', { onResolve: [{ op: 'summonToken', token: 'memorite-obelith', count: 1, counters: { sheen: 1 } }] });
