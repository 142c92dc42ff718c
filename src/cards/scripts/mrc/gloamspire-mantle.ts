import { cardScript, championBonus, characteristics, gainKeyword, objectSet, onEnter, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('gloamspire-mantle', {
  abilities: [
    triggered(onEnter(), [{ op: 'payToDo', amount: 3, then: [summonToken('ominous-shadow')] }], { condition: championBonus('Tristan') }),
    staticAbility(characteristics([gainKeyword('ambush')], objectSet('yourAllies', { type: 'PHANTASIA', element: 'UMBRA' }))),
  ],
});
