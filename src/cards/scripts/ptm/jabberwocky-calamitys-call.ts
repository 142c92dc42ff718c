import { activated, anyOf, buffPower, cardScript, not, payReserve, preventDamageStatic, recover, self, staticAbility } from '../../define.js';

const vorpal = { name: 'Vorpal Sword' };

export default cardScript('jabberwocky-calamitys-call', {
  abilities: [
    activated([payReserve(2), { kind: 'banishFromGraveyard', filter: { type: 'ALLY', subtype: 'SPECTER' }, count: 1 }], [recover(2), buffPower(self(), 2)]),
    // Every damage to it is prevented while nobody controls a Vorpal Sword object.
    staticAbility(preventDamageStatic('self', 'all'), not(anyOf({ kind: 'controlsCount', filter: vorpal, min: 1 }, { kind: 'opponentControlsCount', filter: vorpal, min: 1 }))),
  ],
});
