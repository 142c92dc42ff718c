import { cardScript, onEnter, targetPlayer, triggered, whenYouDo } from '../../define.js';

export default cardScript('portly-raccoon', {
  abilities: [triggered(onEnter(), [{
    op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'RACCOON' }, count: 2, exactly: true,
    then: [whenYouDo([{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 1 }], [targetPlayer({ controller: 'opponent' })])],
  }])],
});
