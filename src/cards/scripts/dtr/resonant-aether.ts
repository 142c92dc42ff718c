import { cardScript, levelRestriction, loadInto, staticAbility } from '../../define.js';

export default cardScript('resonant-aether', {
  onResolve: [loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, levelRestriction(2))],
});
