import { activated, cardScript, classBonus, eventObject, eventObjectIs, load, restSelf, target, targetWeapon, triggered } from '../../define.js';

// A Bullet: rest to load it into an unloaded Gun of yours; on a champion hit (class bonus), that champion's Curse lineage
// cards are banished and it takes 2 unpreventable damage for each.
export default cardScript('anathemas-end', {
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered({ on: 'hit' }, [{ op: 'banishAllLineageCards', subject: eventObject(), filter: { subtype: 'CURSE' }, damageEach: 2 }], {
      condition: { kind: 'allOf', conditions: [eventObjectIs('CHAMPION'), classBonus()] },
    }),
  ],
});
