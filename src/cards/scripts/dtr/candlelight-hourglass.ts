import { becomes, cardScript, draw, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('candlelight-hourglass', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    triggered({ on: 'charge', count: 2 }, [
      becomes(self(), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'opponentsAllyAbilityCost', amount: 2 }) }], 'permanent'),
    ]),
  ],
});
