import { cardScript, classBonus, draw, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('rimesoul-bishop', {
  abilities: [
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1)] }]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
