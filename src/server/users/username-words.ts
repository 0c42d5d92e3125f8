/**
 * The words of the usernames given at e-mail sign-up ("quietfalcon4821"): plain, friendly, and at
 * most 8 letters each, so two words and four digits fit the 20-character limit. Chosen by hand:
 * no word here can read as a slur or an insult, alone or with another.
 */
export const USERNAME_ADJECTIVES: readonly string[] = (
  'amber azure bold brave breezy bright brisk calm cheery clever cosmic cozy crisp curious ' +
  'dapper daring dusky eager early easy fancy fast fearless fluffy frosty gentle giddy glad ' +
  'golden grand happy hazel honest humble icy indigo jade jolly keen kind lively lucky lunar ' +
  'mellow merry misty modest mossy navy neat nimble noble olive pastel peachy plucky polite ' +
  'proud quick quiet rapid rosy royal rustic sandy shiny silent silver sleek smooth snowy ' +
  'solar sparkly spry steady sunny swift tidy tranquil urban velvet vivid warm wavy windy ' +
  'wise witty woolly young zesty'
).split(' ');

export const USERNAME_NOUNS: readonly string[] = (
  'badger beacon birch bison breeze brook canyon cedar comet coral cricket crow dolphin dune ' +
  'eagle ember falcon fern finch fjord fox gecko glacier grove harbor hawk heron hill island ' +
  'jaguar kestrel koala lagoon lark lemur lynx maple meadow meteor moose moth nebula oak ' +
  'ocean orbit orchid osprey otter owl panda pebble pelican pine planet plover puffin quail ' +
  'rabbit raven reef river robin rocket sage salmon sparrow spruce stone summit swan thistle ' +
  'tiger toucan trail tundra turtle valley walrus willow wren'
).split(' ');
