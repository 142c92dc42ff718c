import { allOf, cardScript, classBonus, staticAbility, triggered } from '../../define.js';

export default cardScript('varuckan-soulknife', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', costs: [{ kind: 'banishFromGraveyard', count: 3, filter: { element: 'FIRE' } }] },
      allOf(classBonus(), { kind: 'elementBonus', element: 'FIRE' })),
    // As the card's errata reads: any card of that name in your banishment, not necessarily this one.
    triggered({ on: 'kill' }, [{ op: 'banishmentToMaterialDeck', name: 'Varuckan Soulknife' }], { condition: classBonus() }),
  ],
});
