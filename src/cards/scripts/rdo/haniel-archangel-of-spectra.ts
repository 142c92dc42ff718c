import { cardScript, ifThen, imbued, onEnter, putCounters, recover, self, target, targetAlly, triggered } from '../../define.js';

export default cardScript('haniel-archangel-of-spectra', {
  imbue: [{ n: 3, match: ['LUXEM', 'UMBRA'] }],
  abilities: [
    triggered(onEnter(), [ifThen(imbued(), [putCounters(target(0), 'debuff', 1), putCounters(self(), 'buff', 1), recover(1)])], { targets: [targetAlly({ controller: 'opponent' })] }),
  ],
});
