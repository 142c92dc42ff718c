import { cardScript, staticAbility } from '../../define.js';

// No attack by an ally in the turn it entered (whoever controls it); it can stand in for 1 of a memory cost.
export default cardScript('art-of-war', {
  keywords: ['divineRelic'],
  abilities: [
    staticAbility({ kind: 'permission', permission: { mode: 'cant', action: 'attack', set: { affects: 'allAllies' }, enteredThisTurn: true } }),
    staticAbility({ kind: 'paysMemory', by: 'banish', amount: 1 }),
  ],
});
