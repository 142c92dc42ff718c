import { cardScript, classBonus, staticAbility, triggered } from '../../define.js';

export default cardScript('seekers-rifle', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus()),
    staticAbility({ kind: 'keyword', keyword: 'spellshroud' }, classBonus()),
    triggered({ on: 'kill' }, [{ op: 'payToDo', amount: 2, then: [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } }] }]),
  ],
});
