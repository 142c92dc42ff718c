import { cardScript, onEnter, putCounters, target, targetAlly, triggered } from '../../define.js';

export default cardScript('mercurial-heart', {
  keywords: ['divineRelic'],
  abilities: [triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', subtype: 'AUTOMATON' })] })],
});
