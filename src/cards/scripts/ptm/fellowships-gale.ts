import { cardScript, loadInto, staticAbility } from '../../define.js';

// Its power counts once it is in an attack's intent (loaded into the weapon the attack uses).
export default cardScript('fellowships-gale', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, per: { zone: 'field', type: 'ALLY' } })],
  onResolve: [loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })],
});
