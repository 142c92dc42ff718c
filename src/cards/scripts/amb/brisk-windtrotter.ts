import { cardScript, levelRestriction, onEnter, putCounters, target, targetAlly, triggered } from '../../define.js';

export default cardScript('brisk-windtrotter', {
  abilities: [
    triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', other: true })] }),
    triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', other: true })], condition: levelRestriction(2) }),
  ],
});
