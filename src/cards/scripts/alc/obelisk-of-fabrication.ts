import { activated, cardScript, restSelf } from '../../define.js';

export default cardScript('obelisk-of-fabrication', {
  abilities: [activated([{ kind: 'reserve', value: 6, lessPerControlled: { type: 'DOMAIN' } }, restSelf()], [{ op: 'summonToken', token: 'automaton-drone', count: 1, counters: { buff: 1 } }])],
});
