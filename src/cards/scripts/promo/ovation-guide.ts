import { cardScript, draw, gainStatus, onEnter, targetPlayer, triggered } from '../../define.js';

export default cardScript('ovation-guide', {
  abilities: [
    triggered(onEnter(), [{
      op: 'materializeFromMaterialDeck', filter: { type: 'CHAMPION' }, champions: true, player: { ref: 'target', index: 0 },
      then: [draw(1), gainStatus('crowds-favor')],
    }], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
