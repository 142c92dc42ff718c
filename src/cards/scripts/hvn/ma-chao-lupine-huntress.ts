import { allOf, cardScript, classBonus, ifThen, levelRestriction, onEnter, staticAbility, targetPlayer, triggered } from '../../define.js';

const bonus = allOf(classBonus(), levelRestriction(2));
const banish = (count: number) => ({ op: 'banishFromOwnGraveyard' as const, who: { ref: 'target' as const, index: 0 }, count });

export default cardScript('ma-chao-lupine-huntress', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, bonus),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, bonus),
    triggered(onEnter(), [ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, min: 1 }, [banish(4)], [banish(2)])], {
      targets: [targetPlayer({ controller: 'opponent' })],
    }),
  ],
});
