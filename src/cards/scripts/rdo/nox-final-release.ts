import { cardScript, eventObject, eventObjectIs, ifThen, onEnter, staticAbility, triggered } from '../../define.js';

// 2 less per Curse card in your champion's lineage; loads itself into a Gun of yours as it enters; Diana's On Champion Hit
// makes that opponent discard four, then destroys the hit champion if their influence is four or less.
export default cardScript('nox-final-release', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, per: [{ zone: 'lineage', subtype: 'CURSE' }] }),
    triggered(onEnter(), [{ op: 'load', choose: { kind: 'weapon', controller: 'you', subtype: 'GUN', loaded: false } }]),
    triggered({ on: 'hit' }, [
      { op: 'discard', who: 'eventObjectController', count: 4 },
      ifThen({ kind: 'eventObjectControllerInfluenceAtMost', max: 4 }, [{ op: 'destroy', subject: eventObject() }]),
    ], { condition: { kind: 'allOf', conditions: [eventObjectIs('CHAMPION'), { kind: 'championBonus', name: 'Diana' }] } }),
  ],
});
