import { cardScript, classBonus, draw, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('sly-songstress', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    triggered(whenever('activates', { who: 'you', anySubtype: ['HARMONY', 'MELODY'] }), [{ op: 'discardToDo', filter: {}, then: [draw(1)] }]),
  ],
});
