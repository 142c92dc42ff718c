import { cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

// Stealth. On Enter: a target ally you don't control goes to its owner's memory; for as long as you control this
// fairy (effects/while-controlled.ts), opponents can't activate cards with that ally's name (read as it resolves).
export default cardScript('dream-fairy', {
  keywords: ['stealth'],
  abilities: [triggered(onEnter(), [
    { op: 'permission', permission: { mode: 'cant', action: 'activateCards', players: 'opponents' }, duration: 'whileYouControlSource', nameOfTarget: 0 },
    { op: 'returnToMemory', subject: target(0) },
  ], { targets: [targetAlly({ controller: 'opponent' })] })],
});
