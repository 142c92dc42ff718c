import { cardScript, staticAbility } from '../../define.js';

export default cardScript('chibi-battle-of-red-cliffs', {
  abilities: [staticAbility({ kind: 'allyAttackTax', reserve: 1, attackers: 'allies' })],
});
