import { becomes, cardScript, championBonus, classBonus, self, staticAbility, triggered } from '../../define.js';

export default cardScript('stellar-cosmos', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'spellshroud' }, classBonus()),
    triggered({ on: 'charge', count: 3 }, [becomes(self(), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'glimpsedAethercalling' }) }])], {
      condition: championBonus('Diana'),
    }),
  ],
});
