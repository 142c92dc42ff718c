import { buffPower, cardScript, onEnter, self, targetPlayer, triggered } from '../../define.js';

export default cardScript('imperious-highlander', {
  abilities: [
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'alliesMoreThanYou', target: 0 }, effect: buffPower(self(), 0) }], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
