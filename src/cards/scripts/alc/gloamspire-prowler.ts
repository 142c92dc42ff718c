import { cardScript, classBonus, draw, onDeath, recover, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('gloamspire-prowler', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, { kind: 'lineageCount', filter: { subtype: 'CURSE' }, min: 2 }),
    triggered(onDeath(), [{ op: 'selfIntoLineage', champion: yourChampion() }, draw(1), recover(2)], { condition: classBonus() }),
    // Inherited Effect: the champion whose lineage holds it has 2 less life.
    { ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -2 }), inherited: true },
  ],
});
