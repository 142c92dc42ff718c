import { cardScript, classBonus, draw, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('imperial-apprentice', {
  abilities: [
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1)] }]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
