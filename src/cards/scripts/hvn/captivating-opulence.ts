import { cardScript, championBonus, drawIntoMemory, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('captivating-opulence', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    staticAbility({ kind: 'opponentsAllyAbilityCost', amount: 2, regalia: true }, championBonus('Diao Chan')),
  ],
});
