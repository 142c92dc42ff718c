import { atBeginningOfYourEndPhase, cardScript, classBonus, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('cell-converter', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [summonToken('powercell', 1, true)]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
