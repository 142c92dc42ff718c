import { cardScript, staticAbility } from '../../define.js';

// An attack card's own power while it is the attack (flow/combat.ts attackPower).
export default cardScript('off-with-her-head', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'defenderIs', type: 'ALLY', supertype: 'UNIQUE' })],
});
