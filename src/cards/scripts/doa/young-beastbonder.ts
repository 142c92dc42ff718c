import { cardScript, classBonus, ifThen, onEnter, putCounters, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default cardScript('young-beastbonder', {
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'targetIs', index: 0, filter: { subtype: 'BEAST' } }, [putCounters(target(0), 'buff', 2)], [putCounters(target(0), 'buff', 1)])], {
      condition: classBonus(), targets: [targetAlly({ controller: 'you', other: true })],
    }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
