import { cardScript, gainStatus, may, onEnter, self, targetPlayer, triggered } from '../../define.js';

// On Enter: you may give control of it to a target opponent; if you do, you gain Crowd's Favor.
export default cardScript('buoyant-driftguard', {
  keywords: ['taunt'],
  abilities: [triggered(onEnter(), [
    may({ op: 'gainControl', subject: self(), to: { target: 0 }, then: [gainStatus('crowds-favor')] }),
  ], { targets: [targetPlayer({ controller: 'opponent' })] })],
});
