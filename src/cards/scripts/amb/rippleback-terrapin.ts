import { cardScript, classBonus, draw, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('rippleback-terrapin', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'spellshroud' }, classBonus()),
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1, then: [putCounters(self(), 'buff', 1), draw(1)] }]),
  ],
});
