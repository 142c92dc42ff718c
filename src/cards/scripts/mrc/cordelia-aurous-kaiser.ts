import { cardScript, characteristics, classBonus, gainKeyword, objectSet, onEnter, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('cordelia-aurous-kaiser', {
  abilities: [
    triggered(onEnter(), [summonToken('automaton-drone', 2)]),
    staticAbility(characteristics([gainKeyword('reservable')], objectSet('yourObjects', { type: 'TOKEN' })), classBonus()),
  ],
});
