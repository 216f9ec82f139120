### Las palabras de la sala en español, comprobadas contra el catálogo inglés
### (tests/browser/i18n.test.js falla si falta un mensaje que el inglés tiene).
### Sintaxis de Fluent: https://projectfluent.org/fluent/guide/
### Los ids de los mensajes están en inglés y no cambian; `{ $name }` es un valor que pone la página.
### Los números eligen su forma de plural: { $count -> [one] { $count } ficha *[other] { $count } fichas }.
### Palabras: sala (the room, lobby), ficha (tile), pozo (boneyard), robar (draw), mano (hand),
### partida (game), créditos (chips: no "fichas", que son las piezas), apuesta (wager), reloj (clock).
### Doble (double): "mula" se dice en México y el Caribe; "doble" se entiende en todas partes.
### Spinner: se queda en inglés, como en el juego (el primer doble, que se juega por sus cuatro lados).
### Se trata al jugador de "tú" (español latinoamericano neutro, sin "vosotros").

## The shell: the header, the language switcher, loading

language-label = Idioma
loading = Cargando…
nav-tournaments = Torneos
nav-leaderboard = Clasificación
nav-how-to-play = Cómo jugar
brand = All Fives

## Refusals from the room, by the code it sends (docs/protocol.md): a
## person reads these, never the server's English sentence.

error-other = La sala rechazó eso ({ $code }).
error-unreachable-room = No se puede conectar con la sala. Revisa tu conexión e inténtalo de nuevo.
error-bad_message = La sala no entendió ese mensaje.
error-bad_move = Eso no es una jugada.
error-bad_seed = Se rechazó esa semilla: debe tener de 1 a 64 letras, dígitos, - o _.
error-no_table = No existe esa mesa (o es privada).
error-rate_limited = Demasiados mensajes a la vez; espera un momento.
error-bad_chat = Ese mensaje no se puede enviar: está vacío, es demasiado largo o tiene caracteres de control.
error-full = Los asientos de esta mesa están ocupados.
error-not_seated = No tienes asiento en esta mesa.
error-already_seated = Ya tienes asiento en esta mesa.
error-watching = Estás mirando esta mesa; los espectadores no pueden jugar.
error-not_started = La partida no ha empezado.
error-started = La partida ya empezó.
error-over = La partida terminó.
error-not_over = La partida no ha terminado.
error-hand_not_over = La mano no ha terminado.
error-not_your_turn = No es tu turno.
error-stale = La mesa ya avanzó; ahora muestra cómo va la partida.
error-illegal = Las reglas no permiten esa jugada ahora.
# Picking: at the start of a hand each player chooses face-down tiles from the boneyard.
error-picking = Todavía se están eligiendo las fichas.
error-not_picking = Ahora no hay fichas que elegir.
error-chips = No tienes suficientes créditos para esta apuesta.
error-host_chips = El anfitrión ya no tiene los créditos para esta apuesta.
error-guest_only = Los invitados solo juegan contra la computadora: regístrate para jugar contra personas.
error-closed = Esta mesa está cerrada.
error-host_left = El anfitrión dejó la mesa.
error-no_hints = Las pistas son solo para partidas contra la computadora sin apuesta.
error-no_undo = Deshacer solo es posible en partidas contra la computadora sin apuesta ni reloj.
error-nothing_to_undo = No tienes ninguna jugada que deshacer en esta mano.
error-undo_hand_over = La mano terminó: sus jugadas se quedan.
error-tournament_game = Una partida de torneo no tiene revancha: el torneo abre la siguiente.
error-bad_settings = Una mesa no puede tener esa configuración.
error-not_saved = La sala no pudo guardar eso; no cambió nada. Inténtalo de nuevo.
error-unreachable = No se pudo conectar con el servidor de la mesa; no cambió nada. Inténtalo de nuevo.
error-guest_chat = Los invitados leen el chat pero no escriben en él: regístrate para chatear.
error-not_in_room = Abre la mesa para chatear en ella.
error-no_player = No hay ningún jugador con ese nombre.
error-mute_self = No puedes silenciarte a ti mismo.
error-no_message = No existe ese mensaje del chat.
error-partners_chat = Los compañeros no hablan mientras se juega una mano; el chat se abre de nuevo cuando termina.

## The shell (web/app.js, web/session.js)

app-title = Dominó All Fives
app-offline-not-kept = No se puede conectar con la sala, y el juego sin conexión todavía no está guardado en este navegador: se guarda a partir de tu segunda visita, o una vez que hayas abierto “Jugar sin conexión”.
app-offline-not-loaded = No se pudieron cargar las páginas sin conexión.
app-your-offline-games = Tus partidas sin conexión
app-back-to-lobby = Volver a la sala
app-sign-in-to-play = Entra para jugar
app-the-room = La sala
app-room-unreachable = No se puede conectar con la sala: no hay red o la sala no está disponible. Aún puedes jugar contra la computadora sin conexión.
app-tournament-game-started = { $tournament }, ronda { $round }: tu partida contra { $opponent } empezó, y tu reloj corre en tu turno.
session-sign-in = Entrar
session-guest = invitado
session-chips-title = Dinero de juego: los créditos no se pueden comprar ni cobrar
session-chips = { $count ->
    [one] { $count } crédito
   *[other] { $count } créditos
}
session-register = Registrarse
session-register-title = Regístrate (o entra) para guardar tus partidas
session-sign-out = Salir

## Refusals from the room's HTTP routes, by code

error-bad_request = La sala no pudo leer esa solicitud.
error-signed_out = Primero entra o juega como invitado.
error-forbidden = Eso no te corresponde.
error-not_found = Eso no existe aquí.
error-conflict = Eso no se puede hacer ahora.
error-too_large = Eso es demasiado grande para enviarlo.
error-throttled = { $seconds ->
    [one] Demasiados intentos; inténtalo de nuevo en { $seconds } segundo.
   *[other] Demasiados intentos; inténtalo de nuevo en { $seconds } segundos.
}
error-busy = La sala está ocupada; inténtalo de nuevo en un momento.
error-late = La sala respondió demasiado tarde; no cambió nada. Inténtalo de nuevo.
error-server = Algo salió mal en la sala; no cambió nada. Inténtalo de nuevo.
error-database = La sala no pudo conectar con su base de datos; no cambió nada. Inténtalo de nuevo.
error-damaged = Un registro guardado está dañado.
error-moved = La mesa pasó a otro servidor; inténtalo de nuevo.
error-name_taken = El nombre { $name } ya está en uso.
error-wrong_password = Nombre o contraseña incorrectos.
error-name_length = Un nombre tiene de 3 a 20 caracteres.
error-name_letters = Un nombre solo puede tener letras, dígitos, “_” y “-”.
# “guest” stays in English: it is the prefix the room gives guests' names.
error-name_guest = Los nombres que empiezan con “guest” están reservados para los invitados.
error-password_length = Una contraseña tiene de 8 a 128 caracteres.
error-avatar = Elige una de las imágenes.
error-invite_self = No puedes invitarte a ti mismo.
error-invitee_guest = { $name } juega como invitado: los invitados solo juegan contra la computadora.
error-not_your_table = Esa mesa no es tuya.
error-not_waiting = Esa mesa no está esperando un rival.
error-no_invitation = Esa invitación ya no espera respuesta.
error-invitee_computer = { $name } es la computadora: solo juega en torneos.
error-host_away = El anfitrión no está en la sala ahora; elige otra mesa.
error-no_hint = No se encontró ninguna pista; inténtalo de nuevo.
error-no_socket = Primero abre una página de la sala: ahí se te avisa de tu rival.
error-not_looking = No estás buscando rival.
error-pairing_full = Hay demasiados jugadores esperando; inténtalo de nuevo pronto.
error-closing = La sala está cerrando.
error-paired = Primero termina la partida que se te asignó (mesa { $table }).
error-no_tournament = No existe ese torneo.
error-not_creator = Solo quien creó el torneo puede cancelarlo.
error-tournament_started = El torneo ya empezó o terminó: ya no se puede cancelar.
error-entries_closed = Las inscripciones están cerradas: el torneo ya empezó o terminó.
error-tournament_full = El torneo está lleno.
error-already_entered = Ya estás inscrito.
error-not_entered = No estás inscrito.
error-no_teams = Este torneo no se juega por parejas: inscríbete sin compañero.
error-bad_partner = Un compañero es otro jugador de la sala que se ha registrado (no un invitado).
error-entry_fee = { $fee ->
    [one] La inscripción cuesta { $fee } crédito, más de lo que tienes.
   *[other] La inscripción cuesta { $fee } créditos, más de lo que tienes.
}
error-no_game = No existe esa partida.
error-no_deal = Esta partida terminó antes de su primer reparto.
error-bad_language = La sala no habla ese idioma.
error-engine = El motor sin conexión falló; no cambió nada.

error-no_seat = Esta partida no tiene ese asiento.
error-which_seat = Indica de quién son las jugadas que quieres analizar.

## A hint's reason (`why.code` of a hint, docs/review.md)
## (shown after “Pista: <jugada> —”, so they start in lower case)

hint-draw = ninguna de tus fichas sirve: roba
hint-pass = nada sirve y el pozo está vacío: pasa
hint-only = tu única jugada posible
hint-scores = { $points ->
    [one] anota { $points } punto ahora
   *[other] anota { $points } puntos ahora
}
# $suits: the numbers, already joined in Spanish ("3 o 5").
hint-blocks = bloquea: tu rival ya mostró que no tiene { $suits }
hint-safe = no le deja a tu rival nada que anotar enseguida
hint-sheds = { $pips ->
    [one] se deshace de la ficha pesada { $tile } ({ $pips } punto)
   *[other] se deshace de la ficha pesada { $tile } ({ $pips } puntos)
}
# $suit: a number from 0 to 6 ("guarda tus fichas de 5 para después").
hint-keeps = guarda tus fichas de { $suit } para después
hint-search = la mejor opción según la búsqueda para el resto de la mano
error-bad_record = No se puede leer ese registro de partida.
error-method = La sala no acepta esa solicitud ahí.
error-media_type = La sala solo acepta JSON.

## The computer's names and pictures (web/i18n.js shownName, web/ui.js avatarBadge)

level-random = Aleatorio
level-omniscient = Omnisciente
computer-name = { $level } (computadora)
computer-initials = IA
computer-picture = La computadora
computer-player = { $level } { $number } (computadora)

## Refusals of a tournament's plan

error-tournament_name = El nombre de un torneo tiene de 1 a { $max } caracteres.
error-best_of = Una eliminatoria se juega al mejor de 1 o de 3 partidas.
error-rounds = Un torneo suizo o de duplicado tiene de 1 a { $max } rondas.
error-deals = Una ronda de duplicado tiene de 1 a { $max } repartos.
error-players = Un torneo admite de 2 a { $max } jugadores.
error-min_above_max = El mínimo de jugadores ({ $min }) es mayor que el máximo ({ $max }).
error-fewer_than_paid = El reparto de premios paga { $places } puestos: el mínimo de jugadores debe ser al menos { $places }.
error-too_many_rounds = { $rounds } rondas necesitan al menos { $players } jugadores (nadie se enfrenta dos veces al mismo rival).
error-split = El reparto de premios son de 1 a 8 porcentajes enteros, cada uno de al menos 1, que suman 100.
error-fee = La inscripción cuesta de 0 a { $max } créditos.
error-starts_at = El inicio es una hora entre ahora y dentro de 30 días.
error-computers = Como máximo { $max } jugadores de la computadora: al menos un asiento es de una persona.
error-computer_level = El nivel de un jugador de la computadora es Principiante, Fácil, Medio, Difícil o Experto.
error-fill_after = La computadora ocupa los asientos libres de { $min } a { $max } segundos después de crear el torneo.
error-fill_sit_and_go = La computadora solo completa un torneo que empieza cuando se llena.
error-duplicate_teams = Las parejas juegan torneos de eliminatoria o suizos.

### La sala y lo que la rodea: la página de la sala, quién está en la sala,
### los formularios que abren una mesa, «Jugar ahora contra una persona»,
### entrar, invitar a un jugador, los avisos, salir de una partida y el juego sin conexión.

## Levels

level-beginner = Principiante
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto

## Lobby (web/lobby.js)

lobby-back-to-game = Volver a tu partida contra { $name }
lobby-your-open-table = Tu mesa abierta, esperando a un jugador
lobby-register-to-play = Regístrate para jugar contra personas
lobby-open-table = Abrir una mesa
lobby-no-open-tables = Todavía no hay mesas abiertas.
lobby-no-live-games = No se está jugando ninguna partida.
lobby-my-games = Tus partidas en curso
lobby-tutorial-title = ¿Primera vez en All Fives?
# "spinner": el primer doble, que se juega por sus cuatro lados; se deja en inglés, como en el juego.
lobby-tutorial-text = Juega una breve partida guiada: la salida, el spinner, cómo contar los extremos, anotar puntos, robar y el bono por dominó, paso a paso.
lobby-tutorial-start = Empezar la partida guiada
lobby-sort-by = Ordenar por
lobby-offline-note = { $link }: la computadora en esta página, sin necesidad de red (sin clasificación, sin créditos).
lobby-play-person = Jugar contra una persona
lobby-open-tables = Mesas abiertas
lobby-watch-game = Mirar una partida
lobby-guest-note = Los invitados juegan contra la computadora por diversión. { $register } y para jugar contra personas, apostar créditos y tener una clasificación.
lobby-chips-note = Los créditos son dinero de juego: empiezas con 1000 y, si te quedas sin ellos, se te recargan hasta 200 una vez al día. No se pueden comprar ni cobrar.
lobby-how-to-play = Cómo jugar
lobby-leaderboard = Clasificación
lobby-tournaments = Torneos
lobby-my-games-rating = Mis partidas y mi clasificación
lobby-table-four = cuatro jugadores, dos contra dos
lobby-table-seats-free = { $count ->
    [one] { $count } asiento libre
   *[other] { $count } asientos libres
}
lobby-table-minutes = { $minutes } min
lobby-join = Unirse
lobby-sides = { $a } vs. { $b }
lobby-sides-four = { $a } y { $b } vs. { $c } y { $d }
lobby-your-game = Tu partida
lobby-watch = Mirar

## Lobby: sorting the open tables (web/online.js)

lobby-sort-newest = Más recientes
lobby-sort-wager = Apuesta
lobby-sort-rating = Clasificación del anfitrión

## Lobby: who is in the room (web/online.js)

lobby-online-looking = Consultando…
lobby-online-title = En la sala
lobby-online-count = { $count } en línea
lobby-online-live = { $count ->
    [one] { $count } partida en juego
   *[other] { $count } partidas en juego
}
lobby-online-live-private = { $count ->
    [one] { $count } partida en juego ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
   *[other] { $count } partidas en juego ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
}
lobby-online-unrated = sin clasificación
lobby-online-failed = No se pudo ver quién está en línea.

## Table forms (web/table-form.js): opening a table

# Cuántas fichas toma cada jugador al empezar la mano ("Draw" en inglés).
form-draw = Fichas iniciales
form-tiles = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
form-target = Puntuación final
form-seat-person = Una persona
form-four-legend = Dos contra dos: tú y tu compañero
form-seat-partner = Compañero (enfrente)
form-seat-left = Izquierda
form-seat-right = Derecha
form-wager = Apuesta (créditos)
form-four-note = Cinco fichas iniciales para cada uno. Un asiento para una persona espera en la sala hasta que alguien se une; solo hay apuesta cuando los cuatro son personas.
form-opponent = Rival
form-play-computer = Jugar contra la computadora
form-players = Jugadores
form-players-four = 4: dos contra dos
form-minutes = Minutos por mano
form-no-clock = Sin reloj (práctica, con deshacer)
form-open-four = Abrir la mesa de cuatro
form-play-four = Jugar la mesa de cuatro
form-private = Privada: no aparece en la lista, para un amigo con el enlace
form-watchers-apart = Que los jugadores no vean el chat de los espectadores

## A table's settings in a line, joined with " · " (7 fichas iniciales · a 150 puntos · 4 min por mano · apuesta 50)

form-summary-draw = { $draw } fichas iniciales
form-summary-target = a { $target } puntos
form-summary-no-clock = sin reloj
form-summary-minutes = { $minutes } min por mano
form-summary-wager = apuesta { $wager }

## Play a person now (web/pairing.js)

pairing-paired = Tu rival: { $name }.
pairing-wager-from = Apuesta desde
pairing-wager-to = hasta
pairing-offer-after = Ofrecer la computadora después de
pairing-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
pairing-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
pairing-play-now = Jugar ahora contra una persona
pairing-cancel = Cancelar
pairing-stopped = Dejaste de buscar.
pairing-not-looking = Ahora no estás buscando rival.
pairing-looking = Buscando rival…
pairing-looking-elsewhere = Buscando rival (desde otra pestaña)…
pairing-nobody-yet = Nadie todavía.
pairing-computer-instead = Mejor jugar contra la computadora
pairing-intro = Marca cada opción que aceptas: te emparejamos con un jugador en espera de clasificación parecida, con la apuesta más baja que ambos acepten.

## Signing in and registering (web/signin.js)

signin-title = Dominó All Fives
signin-intro = Anota en cada jugada cuyos extremos abiertos sumen un múltiplo de cinco. Gana quien llegue primero a la puntuación final.
signin-guest = Jugar como invitado
signin-offline-note = O { $link }: sin cuenta y sin necesidad de red.
signin-offline-link = juega contra la computadora sin conexión
signin-or-sign-in = O entra con tu cuenta
signin-name = Nombre
signin-password = Contraseña
signin-picture-new = Imagen (jugadores nuevos)
signin-picture = Imagen
signin-sign-in = Entrar
signin-register = Registrarse
signin-read-note = No hace falta entrar para leer { $rules }, jugar { $tutorial } o ver la { $leaderboard }.
signin-rules-link = cómo se juega
signin-tutorial-link = una primera partida guiada
signin-leaderboard-link = clasificación
signin-keep-games = Regístrate para guardar tus partidas
signin-keep-games-text = Elige un nombre y una contraseña: sigues siendo el mismo jugador, con tus partidas y cualquier partida en curso. Los jugadores registrados reciben 1000 créditos, una clasificación y pueden jugar contra personas.
signin-already-registered = ¿Ya te registraste? { $signin }

## The players' pictures, named (web/signin.js)

signin-avatar-fox = zorro
signin-avatar-owl = búho
signin-avatar-cat = gato
signin-avatar-bear = oso
signin-avatar-frog = rana
signin-avatar-whale = ballena
signin-avatar-tiger = tigre
signin-avatar-panda = panda

## Inviting a player, on their page (web/invite.js)

invite-open = Invitar a una mesa
invite-submit = Invitar a { $name }

## Banners, on any page (web/banner.js)

banner-started = { $name } se unió a tu mesa: la partida empezó y tu reloj corre en tu turno.
banner-go-to-table = Ir a la mesa
banner-close = Cerrar
banner-invited = { $name } te invita a una mesa: { $settings }.
banner-accept = Aceptar
banner-decline = Rechazar
banner-declined = { $name } rechazó tu invitación.
banner-tournament-over = { $name } terminó: los premios ya se pagaron.
banner-tournament-cancelled = { $name } se canceló por falta de jugadores: se te devolvió la inscripción.
banner-see-results = Ver los resultados

## Leaving a game (web/navigation.js)

navigation-leave-confirm = ¿Salir de esta partida? Sigue sin ti: tu reloj corre en tu turno y, si se agota, pierdes la partida y la apuesta.

## Offline play (web/offline.js)

offline-player = Jugador
offline-engine-unavailable = No se pudo cargar el motor sin conexión: se guarda cuando abres el juego sin conexión con la red activa.
offline-no-database = Este navegador no guarda partidas sin conexión: { $reason }
offline-not-kept = No se pudieron guardar las partidas sin conexión: { $reason }
offline-no-game = Este navegador no tiene la partida sin conexión { $id }.
offline-games = Partidas sin conexión
offline-record-title = Partida sin conexión { $id }: su registro
offline-record-what = Cada reparto, cada jugada y las semillas con las que se repartió cada mano (docs/formats.md).
offline-record-check = Cualquiera puede verificar los repartos y cada jugada de la computadora con { $command }.
offline-save-record = Guardar el registro
offline-back-to-game = Volver a la partida
offline-your-games = Tus partidas sin conexión
offline-in-play = en juego, { $scores }
offline-won = ganada { $scores }
offline-lost = perdida { $scores }
offline-won-resigned = ganada { $scores } (rendición)
offline-lost-resigned = perdida { $scores } (rendición)
offline-computer = Computadora
offline-game-to = Partida a
offline-play = Jugar sin conexión
offline-title = Jugar contra la computadora sin conexión
offline-unreachable = No se puede conectar con la sala: no hay red o la sala no está disponible. Aún puedes jugar contra la computadora aquí.
offline-intro = Las mismas reglas y la misma computadora que en las mesas de la sala, funcionando en esta página: no necesitas red una vez que se cargó. Las partidas sin conexión se guardan solo en este navegador; no cuentan para la clasificación ni llevan créditos.
offline-none = Ninguna todavía.
offline-game = Partida { $id }
offline-game-line = { $game } contra { $level }, a { $target } puntos: { $standing }
offline-replay = repetición
offline-review = análisis

### La mesa (web/table-state.js, web/table-view.js, web/table.js), el chat
### de la sala y de cada mesa (web/chat.js) y el interruptor de sonido (web/sounds.js).
### Palabras: ficha (tile), doble (double: "mula" es regional), pozo (boneyard),
### robar (draw), mano (hand), partida (game), extremo (open end), cuenta (count:
### la suma de los extremos), créditos (chips: no "fichas", que son las piezas).
### Se trata al jugador de "tú" (español latinoamericano neutro, sin "vosotros").

## Table: who is who

table-lobby = Sala
table-opening = Abriendo la mesa…
# Said of the reader in lists and labels ("You & Expert bot", "You: 3 pips left").
table-you = Tú
# The other seat at a table of two, when it has no name yet.
table-opponent = Rival
# A watcher tells the seats of four apart by number: "Easy bot (seat 2)".
table-name-at-seat = { $name } (asiento { $seat })
table-seat = Asiento { $seat }
# At a table of four, where a player sits seen from the reader: "Easy bot (left)".
table-name-at-place = { $place ->
    [left] { $name } (izquierda)
    [partner] { $name } (compañero)
   *[right] { $name } (derecha)
}
# A seat of four with no name yet, by its place.
table-place = { $place ->
    [left] Izquierda
    [partner] Compañero
   *[right] Derecha
}
# Two names as the subject of a sentence ("ann and bob have left the table"); repeated for three: "ann and bob and cy".
table-names-and = { $first } y { $second }
# An empty seat in a team's name: "ann & a player".
table-a-player = un jugador
# The reader's team at a table of four.
table-team-yours = Tú y { $partner }
table-team = { $first } y { $second }
# A team's score in the line of scores, joined with " · ": "You & Expert bot: 35 · Easy bot & bob: 20".
table-team-score = { $team }: { $score }
# A player's score in the line of scores, joined with " · ": "ann 45 · Easy bot 30".
table-player-score = { $name } { $score }
# What a team scored in a hand, joined with " · ": "You & bob +0 · ann & Expert bot +25".
table-team-points = { $team } +{ $points }

## Table: how a hand ended
## (to domino: to play one's last tile, which wins the hand; blocked: nobody can play and the boneyard is empty)

table-end-tie = Mano cerrada: empate, nadie anota
table-end-you-domino-team = Haces dominó: { $team } +{ $points }
table-end-domino-team = { $name } hace dominó: { $team } +{ $points }
# Pips: the spots on the tiles still held.
table-end-blocked-your-team = Mano cerrada: tú y { $partner } tienen menos puntos en la mano: +{ $points }
table-end-blocked-team = Mano cerrada: { $team } tienen menos puntos en la mano: +{ $points }
# $target: the final score.
table-end-target-your-team = Tú y { $partner } llegan a { $target }
table-end-target-team = { $team } llegan a { $target }
table-end-you-domino = Haces dominó: +{ $points }
table-end-domino = { $name } hace dominó: +{ $points }
table-end-blocked-you = Mano cerrada: tienes menos puntos en la mano: +{ $points }
table-end-blocked = Mano cerrada: { $name } tiene menos puntos en la mano: +{ $points }
table-end-target-you = Llegas a { $target }
table-end-target = { $name } llega a { $target }

## Table: the game's result
## ($how: "time" when the clock ran out, "resign" when a player resigned, "other" at the final score)

table-result-abandoned = Partida abandonada: se devuelve la apuesta
# A watcher's view of a table of four.
table-result-team-wins = { $how ->
    [time] { $team } ganan por tiempo
    [resign] { $team } ganan por rendición
   *[other] { $team } ganan
}
# $team is the reader's team ("You & Expert bot").
table-result-your-team-wins = { $how ->
    [time] Ganas por tiempo: { $team }
    [resign] Ganas por rendición: { $team }
   *[other] Ganas: { $team }
}
# $team is the other team, which won.
table-result-your-team-loses = { $how ->
    [time] Pierdes por tiempo: ganan { $team }
    [resign] Pierdes por rendición: ganan { $team }
   *[other] Pierdes: ganan { $team }
}
table-result-you-win = { $how ->
    [time] Ganas por tiempo
    [resign] Ganas por rendición
   *[other] Ganas
}
table-result-wins = { $how ->
    [time] { $name } gana por tiempo
    [resign] { $name } gana por rendición
   *[other] { $name } gana
}
# After the result, joined with " · ": "Easy bot wins · you lose 50 chips".
table-stake-won = { $count ->
    [one] ganas { $count } crédito
   *[other] ganas { $count } créditos
}
table-stake-lost = { $count ->
    [one] pierdes { $count } crédito
   *[other] pierdes { $count } créditos
}

## Table: the moves, told to screen readers (joined with ", ")

# A history entry that is not a move ($action as the room wrote it).
table-told-other = { $name }: { $action }
table-told-you-led = Saliste con { $tile }
table-told-led = { $name } salió con { $tile }
table-told-you-played = Jugaste { $tile } { $end ->
        [L] a la izquierda
        [R] a la derecha
        [U] arriba
       *[D] abajo
    }
table-told-played = { $name } jugó { $tile } { $end ->
        [L] a la izquierda
        [R] a la derecha
        [U] arriba
       *[D] abajo
    }
table-told-you-drew-tile = Robaste { $tile }
table-told-drew-tile = { $name } robó { $tile }
table-told-you-drew = Robaste una ficha
table-told-drew = { $name } robó una ficha
table-told-you-passed = Pasaste
table-told-passed = { $name } pasó

## Table: news for screen readers (joined with a space)

# $moves: the moves just made, told as above; $total: the count after them.
table-news-moves = { $moves }. Cuenta: { $total }.
table-news-your-team-scores = Tú y { $partner } anotan { $points }.
table-news-team-scores = { $team } anotan { $points }.
table-news-you-score = Anotas { $points }.
table-news-scores = { $name } anota { $points }.
# $names: one name, or several joined by table-names-and.
table-news-gone = { $count ->
    [one] { $names } dejó la mesa.
   *[other] { $names } dejaron la mesa.
}
table-news-back = { $count ->
    [one] { $names } volvió.
   *[other] { $names } volvieron.
}
# $title: how the hand ended; $scores: the line of scores.
table-news-hand-over = Fin de la mano. { $title }. { $scores }.
# $title: the game's result; $scores: the line of scores.
table-news-game-over = Fin de la partida. { $title }. { $scores }.
table-news-all-seated = Todos los asientos están ocupados: empieza la partida.
table-news-joined = { $name } se unió: empieza la partida.
table-news-your-turn-draw = Te toca: ninguna ficha te sirve, roba.
table-news-your-turn = Te toca.

## Table: what the player is asked to do

table-prompt-host-waits-players = { $name } espera jugadores
table-prompt-host-waits-opponent = { $name } espera un rival
table-prompt-waiting-player = Esperando a que se una un jugador…
table-prompt-waiting-second = Esperando a que se una un segundo jugador…
table-prompt-hand-over = Fin de la mano: { $title }
table-prompt-picking = Se están eligiendo las fichas
table-prompt-to-play = Le toca a { $name }
table-prompt-others-pick = Esperando a que los demás elijan
table-prompt-waiting-pick = Esperando a que { $name } elija
table-prompt-pick = { $count ->
    [one] Elige { $count } ficha del pozo
   *[other] Elige { $count } fichas del pozo
}
table-prompt-pick-more = { $count ->
    [one] Elige { $count } ficha más del pozo
   *[other] Elige { $count } fichas más del pozo
}
table-prompt-draw = Ninguna ficha te sirve: roba
table-prompt-your-turn = Te toca
table-prompt-waiting-for = Esperando a { $name }

## Table: the game's terms, joined with " · ": "Game to 150 · wager 50 chips · 4 min a hand"

# $target: the final score.
table-terms-target = Partida a { $target } puntos
table-terms-wager = { $count ->
    [one] apuesta de { $count } crédito
   *[other] apuesta de { $count } créditos
}
table-terms-no-wager = sin apuesta
# The clock: minutes for each hand.
table-terms-minutes = { $count } min por mano
table-terms-offline = sin conexión, sin clasificación
table-tournament-game = Partida de torneo · ronda { $round }
table-tournament-match-game = Partida de torneo · ronda { $round }, partida { $game } del enfrentamiento

## Table: the layout, the boneyard and the hand

# A lit spot where the chosen tile can go.
table-lit-end = Jugar { $tile } en el extremo { $end ->
        [L] izquierdo
        [R] derecho
        [U] de arriba
       *[D] de abajo
    }
# $pips: the number the end shows now.
table-lit-end-showing = Jugar { $tile } en el extremo { $end ->
        [L] izquierdo
        [R] derecho
        [U] de arriba
       *[D] de abajo
    }, que muestra { $pips }
table-lit-lead = Salir con { $tile }
table-boneyard-pick = Elegir esta ficha
table-boneyard-draw = Robar esta ficha
table-boneyard-tile = Ficha del pozo
table-boneyard-label = { $count ->
    [one] Pozo, { $count } ficha
   *[other] Pozo, { $count } fichas
}
# The button that picks the rest of the player's tiles at random: $picked of $of picked so far.
table-pick-for-me = Elegir por mí ({ $picked }/{ $of })
table-layout-label = Fichas en la mesa, cuenta { $total }
table-count-label = cuenta
table-count = Cuenta { $total }
table-your-tiles = Tus fichas
table-tile-playable = { $tile }, se puede jugar

## Table: the seats

table-label = Mesa
table-four-label = Mesa de cuatro
table-opponent-has-tiles = { $count ->
    [one] El rival tiene { $count } ficha
   *[other] El rival tiene { $count } fichas
}
table-has-tiles = { $count ->
    [one] { $name } tiene { $count } ficha
   *[other] { $name } tiene { $count } fichas
}
table-waiting-for-player = Esperando a un jugador…
# After the partner's name at a table of four.
table-role-partner = compañero
# Under the name of the seat whose turn it is: the reader's, another's.
table-turn-mark-yours = te toca
table-turn-mark = le toca
table-away = ausente
table-away-title = No está en la mesa: no la tiene abierta en ninguna ventana
# Said of a seat of four; $name may be table-you.
table-team-score-label = { $name }: puntos del equipo
table-score-label = Puntos de { $name }
table-score-label-unnamed = Puntos del jugador
table-clock-label = Reloj de { $name }
# The reader's own clock ($name is their name, or table-you): say "your clock".
table-clock-label-yours = Tu reloj
table-clock-label-unnamed = Reloj del jugador
table-watchers = { $count ->
    [one] { $count } espectador
   *[other] { $count } espectadores
}
table-watchers-title = Personas que miran esta partida, con dos jugadas de retraso
table-watching-note = Estás mirando: la partida se muestra con dos jugadas de retraso, y las fichas de cada jugador solo cuando termina cada mano.

## Table: waiting for players

table-take-seat-note = Esta mesa espera un rival: toma el asiento para jugar.
table-take-seat = Tomar el asiento
table-waiting-note = Puedes visitar otras páginas mientras esperas: cuando alguien se una, un aviso en cualquier página te traerá aquí. Si no tienes ninguna página del sitio abierta, la mesa no se le ofrece a nadie.
table-share-note = Una mesa privada: envía este enlace a un amigo. Quien lo abra toma el asiento.
table-copy-link = Copiar el enlace
table-cancel = Cancelar la mesa

## Table: the controls

# Draws from the boneyard until a tile fits.
table-auto-draw = Robar automáticamente
table-always-auto-draw = Robar siempre automáticamente
table-hint = Pista
table-hint-title = La jugada que haría Expert bot (H)
table-undo = Deshacer
table-undo-title = Deshacer tu última jugada (U o Ctrl+Z)
table-undone = Se deshizo tu última jugada.
table-sort = Ordenar fichas
table-resign = Rendirse
table-resign-confirm = ¿Rendirte en esta partida? La pierdes.
table-resign-confirm-wager = ¿Rendirte en esta partida? Pierdes la partida y la apuesta.

## Table: a hint, under the prompt ($reason: why, from the hint-… messages)

table-hint-play = Pista: { $tile } en el extremo { $end ->
        [L] izquierdo
        [R] derecho
        [U] de arriba
       *[D] de abajo
    } — { $reason }
table-hint-lead = Pista: sal con { $tile } — { $reason }
table-hint-draw = Pista: roba — { $reason }
table-hint-pass = Pista: pasa — { $reason }
# A move that is none of the above, as the room wrote it.
table-hint-other = Pista: { $move } — { $reason }
# Told to screen readers; $move as the notation writes it ("3-6 U").
table-hint-announce = Pista: { $move }, { $reason }.

## Table: the end of a hand, and of the game

table-row-pips-left = { $count ->
    [one] { $name }: { $count } punto en la mano
   *[other] { $name }: { $count } puntos en la mano
}
table-row-no-tiles = { $name }: sin fichas
# $tiles: the tiles, written 3-4 5-6.
table-row-holds = { $name } tiene { $tiles }
table-row-holds-nothing = { $name } no tiene nada
# The reader's own row ($name is their name, or table-you): say "you hold".
table-row-holds-yours = Tienes { $tiles }
table-row-holds-nothing-yours = No tienes nada
# $summary: what each team scored (table-team-points).
table-this-hand = Esta mano: { $summary }
# $summary: how the last hand ended, or what each team scored in it.
table-last-hand = Última mano: { $summary }
table-final-scores = Puntuación final: { $scores }
table-next-hand = Siguiente mano
table-verify = Verificar esta mano
# The player's seed for the deals (provably fair dealing).
table-your-seed = Tu semilla: { $seed }
table-change-seed = Cambiar
table-seed-prompt = Tu semilla para las próximas manos
table-seed-saved = Guardada.
table-rematch = Revancha
table-rematch-offered = Revancha ofrecida
table-rematch-accept = Aceptar la revancha
table-rematch-play = Jugar la revancha
table-back-to-tournament = Volver al torneo
table-watch-replay = Ver la repetición
table-review-yours = Análisis de tus jugadas
table-review-player = Análisis de las jugadas de { $name }
table-review-seat = Análisis de las jugadas del asiento { $seat }
# The record: the game's file.
table-download-record = Descargar el registro
table-record = El registro
table-check-computer = Comprobar las jugadas de la computadora
# $command: a command line, shown as code; keep it whole.
table-check-computer-text = La computadora jugó solo con lo que podía ver. Descarga el registro y ejecuta { $command }: repite cada jugada de la computadora solo desde su asiento y comprueba que cada una es la que hace el bot publicado.

## Chat (web/chat.js)

# After the name of a watcher who wrote in the chat.
chat-watching = (espectador)
chat-mute = Silenciar
chat-report = Reportar
chat-muted = { $name } está silenciado (puedes quitarle el silencio en su página).
chat-muted-state = Silenciaste su chat.
chat-unmute = Quitar el silencio
chat-mute-their-chat = Silenciar su chat
chat-partners = Los compañeros no pueden hablar mientras se juega una mano; el chat se abre de nuevo entre manos.
chat-placeholder = Escribe algo
chat-placeholder-hushed = Los compañeros no pueden hablar mientras se juega una mano
chat-reported = Se informó a los moderadores. Gracias.
chat-message = Mensaje
chat-send = Enviar
chat-lobby = Chat de la sala
chat-table = Chat de la mesa
chat-guest-note = Los invitados pueden leer el chat; regístrate para escribir.

## The sound switch in the header (web/sounds.js)

sound-on = Sonido activado
sound-off = Sonido desactivado
sound-turn-off = Desactivar los sonidos
sound-turn-on = Activar los sonidos

## The leaderboard (web/pages.js)

# A share of games won: "60%".
pages-percent = { $percent }%
# Wins and their share: "3 (60%)"; $percent is pages-percent, or "–" with no games.
pages-wins = { $wins } ({ $percent })
pages-player = Jugador
pages-rating = Clasificación
pages-games = Partidas
pages-won = Ganadas
pages-leaderboard = Clasificación
pages-tab-two = Partidas de dos
pages-tab-team = Equipos de cuatro
pages-board-two-about = Clasificaciones Glicko-2 de partidas de dos entre personas. Un jugador nuevo empieza en 1500 ± 350; el ± se reduce a medida que juega.
pages-board-two-empty = Aún no hay partidas con clasificación: juega contra una persona para ser el primero de la tabla.
pages-board-team-about = Clasificaciones por equipos (Weng-Lin) de partidas de cuatro, dos contra dos, con una persona en cada equipo: la clasificación propia de cada jugador, que se mueve con los resultados de su equipo. Un jugador nuevo empieza en 25 ± 8,3.
pages-board-team-empty = Aún no hay partidas de cuatro con clasificación: juega dos contra dos, con una persona en cada equipo, para ser el primero de la tabla.
# A team rating and its uncertainty, to a tenth: "25,0 ± 8,3".
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## A player's page (web/pages.js)

pages-online = En línea ahora
pages-not-online = No está en línea
pages-chips = Créditos
pages-chips-guest = ninguno (invitado)
pages-unrated = sin clasificación
pages-games-played = Partidas jugadas
pages-chart-empty = El gráfico de clasificación empieza con la primera partida contra una persona.
# For screen readers: the rating chart.
pages-chart-label =
    Clasificación a lo largo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }: de { $first } a { $last }
pages-tournaments = Torneos
# A tournament the player entered, once it is over.
pages-place-of = puesto { $place } de { $entrants }
# A tournament the player entered, before it is over: its status as the room sends it.
pages-tournament-status =
    { $status ->
        [registering] inscripciones abiertas
        [running] en curso
        [over] terminado
        [cancelled] cancelado
       *[other] { $status }
    }
pages-won-chips =
    { $count ->
        [one] ganó { $count } crédito
       *[other] ganó { $count } créditos
    }
pages-when = Cuándo
pages-opponent = Rival
pages-result = Resultado
pages-score = Marcador
pages-wager = Apuesta
# A game's result for the player, then how the game ended ("won on points", "lost by resignation").
pages-game-result =
    { $result ->
        [won] ganada
        [lost] perdida
        [abandoned] abandonada
       *[other] { $result }
    } { $reason ->
        [score] por puntos
        [time] por tiempo
        [resign] por rendición
       *[other] { "" }
    }
pages-watch = Ver
pages-review = Análisis
# A link to download the game's record (its file).
pages-record = Registro
pages-hints =
    { $count ->
        [one] { $count } pista
       *[other] { $count } pistas
    }
pages-undos =
    { $count ->
        [one] { $count } jugada deshecha
       *[other] { $count } jugadas deshechas
    }
pages-ended-before-deal = terminó antes del primer reparto
pages-no-games = Aún no hay partidas terminadas.

## A replay (web/pages.js)

pages-speed-slow = Lenta
pages-speed-normal = Normal
pages-speed-fast = Rápida
pages-speed-fastest = Muy rápida
# At a table of four, a seat told apart: "Easy bot (asiento 2)".
pages-seat-name = { $name } (asiento { $seat })
# The game's title: "ann vs. Easy bot"; at four, two teams.
pages-versus = { $first } vs. { $second }
# How a hand of four ended; $title is the table's own line, $pips each seat's points left in hand.
pages-hand-end-of-four = { $title } (puntos en mano: { $pips }).
pages-hand-end-of-four-points = { $title }. En esta mano: { $points } (puntos en mano: { $pips }).
pages-final-scores = Puntuación final: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = La partida no se terminó.
pages-abandoned = Fin de la partida: la partida se abandonó, así que nadie gana.
pages-abandoned-wager = Fin de la partida: la partida se abandonó, así que nadie gana y se devuelve la apuesta.
# How a game of four ended: the winners and losers are teams ("ann & Expert bot").
pages-over-four =
    { $reason ->
        [score] Fin de la partida: { $winners } llegan a la puntuación final de { $target } y ganan.
        [time] Fin de la partida: se acaba un reloj de { $losers }: { $winners } ganan por tiempo.
        [resign] Fin de la partida: { $losers } se rinden: { $winners } ganan por rendición.
       *[other] Fin de la partida: ganan { $winners }.
    }
pages-over =
    { $reason ->
        [score] Fin de la partida: { $winner } llega a la puntuación final de { $target } y gana.
        [time] Fin de la partida: se acaba el reloj de { $loser }: { $winner } gana por tiempo.
        [resign] Fin de la partida: { $loser } se rinde: { $winner } gana por rendición.
       *[other] Fin de la partida: gana { $winner }.
    }
pages-play = ▶ Reproducir
pages-pause = ❚❚ Pausa
pages-speed = Velocidad
pages-chat = Chat
# After the name of a watcher who wrote in the chat.
pages-chat-watching = (espectador)
# For screen readers: a player's (or team's) score.
pages-score-of = Puntos de { $name }
# For screen readers: a hand, face up; $tiles like "3-6 0-0".
pages-holds =
    { $count ->
        [0] { $name } no tiene fichas
       *[other] { $name } tiene { $tiles }
    }
# An action in the history: drawing from the boneyard (with the tile drawn), passing. Plays stay as written ("3-6 L").
pages-action-draw = roba
pages-action-draw-tile = roba { $tile }
pages-action-pass = pasa
pages-caption-tied = La mano está cerrada y empatada: nadie anota.
pages-caption-target = { $seat }: { $action }. { $winner } llega a la puntuación final de { $target }.
# Going out (¡Dominó!): $pips and $otherPips are the points left in the two hands.
pages-caption-domino = { $winner } dice ¡Dominó! y anota { $points } (puntos en mano: { $pips } y { $otherPips }).
# A blocked hand (tranque), won by fewer points in hand.
pages-caption-block = { $winner } gana el tranque y anota { $points } (puntos en mano: { $pips } y { $otherPips }).
pages-caption-dealt = Se reparte la mano { $hand }.
# The count ("cuenta") is the sum of the open ends' points (it scores when it is a multiple of five).
pages-caption-action = { $seat }: { $action }. Cuenta { $count }.
# For screen readers: the tiles played on the table.
pages-layout-label = Fichas en la mesa, cuenta { $count }
# The game's settings: $draw is how many tiles each player is dealt, $target the final score.
pages-replay-settings = Reparto de { $draw }, a { $target } puntos.
pages-replay-settings-wager =
    Reparto de { $draw }, a { $target } puntos, apuesta de { $wager ->
        [one] { $wager } crédito
       *[other] { $wager } créditos
    }.
pages-replay-abandoned = La partida se abandonó.
pages-replay-won =
    { $winner } ganó{ $reason ->
        [score] { " " }por puntos
        [time] { " " }por tiempo
        [resign] { " " }por rendición
       *[other] { "" }
    }.
# At four: the winners are a team ("ann & Expert bot").
pages-replay-won-team =
    { $winners } ganaron{ $reason ->
        [score] { " " }por puntos
        [time] { " " }por tiempo
        [resign] { " " }por rendición
       *[other] { "" }
    }.
pages-replay = Repetición
pages-count-boneyard = Cuenta { $count } · pozo { $boneyard }
pages-previous-hand-button = « Mano
pages-previous-hand = Mano anterior
pages-back-button = ◀ Atrás
pages-back = Una acción atrás
pages-forward-button = Adelante ▶
pages-forward = Una acción adelante
pages-next-hand-button = Mano »
pages-next-hand = Mano siguiente
pages-jump-to = Ir a
pages-hand-number = Mano { $hand }
pages-download-record = Descargar el registro
pages-the-record = El registro
pages-review-of = Análisis de { $name }
pages-hints-used =
    { $count ->
        [one] Se usó { $count } pista
       *[other] Se usaron { $count } pistas
    }
pages-undos-used =
    { $count ->
        [one] Se deshizo { $count } jugada
       *[other] Se deshicieron { $count } jugadas
    }

## A game's review (web/review.js)

review-mark-fine = Bien
review-mark-inaccuracy = Imprecisión
review-mark-mistake = Error
review-mark-blunder = Error grave
review-where = mano { $hand }, jugada { $move }
# In place of a seat's name when it has none.
review-a-player = un jugador
# A team at a table of four: two players' names.
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] punto
       *[other] puntos
    }
# In place of the reviewed seat's name when it has none (seats counted from 0).
review-seat-fallback = Asiento { $seat }
review-title = Análisis de las jugadas de { $name }
review-title-four = Análisis de las jugadas de { $name } (asiento { $seat }, { $team })
# $count: the choices reviewed; $loss: the points given away in all, to a tenth.
review-summary =
    Precisión del { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) }% en { $count ->
        [one] { $count } decisión
       *[other] { $count } decisiones
    }: { $fine } bien, { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] punto cedido
       *[other] puntos cedidos
    } en total.
review-costliest = Las tres jugadas más costosas
# One of the costliest moves: $played and $best are moves as written ("3-6 L"), $mark its mark.
review-costly-move =
    mano { $hand }, jugada { $move }: { $played } cedió { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] punto
       *[other] puntos
    } ({ $mark ->
        [fine] bien
        [inaccuracy] imprecisión
        [mistake] error
        [blunder] error grave
       *[other] { $mark }
    }); mejor: { $best }
review-nothing-given-away = Ninguna jugada cedió nada.
review-set-against-four = Cada decisión se compara con lo que habría jugado la computadora en nivel Experto con lo que ese asiento podía ver en ese momento (su propia mano, nunca la de su compañero ni las de los rivales).
review-set-against = Cada decisión se compara con lo que habría jugado la computadora en nivel Experto con lo que tú podías ver en ese momento (nunca la otra mano).
review-loss-explained = La pérdida son los puntos que la jugada cedió en promedio durante el resto de la mano: menos de 2,5 está bien, desde 2,5 es una imprecisión, desde 5 un error, desde 10 un error grave.
review-watch-replay = Ver la repetición
review-seat-link = Análisis de { $name } (asiento { $seat })
review-other-link = Análisis de { $name }
review-other-seat-link = Análisis del otro asiento
review-every-choice = Todas las decisiones
review-hand = Mano
review-move = Jugada
review-played = Jugó
review-better = Mejor
review-lost = Perdido
# The points a move gave away, to a tenth.
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = No hay decisiones que analizar: todas las jugadas fueron forzadas.
review-not-ready =
    El análisis no estuvo listo en { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }: el servidor sigue con él, inténtalo de nuevo en un minuto.

## Checking a hand's fairness (web/fairness.js): why a hand fails the check, or that it passes. Seats counted from 0.

fairness-hand-not-over = la mano no ha terminado
fairness-seed-not-revealed = la semilla del servidor no se ha revelado
fairness-seed-mismatch = el hash de la semilla del servidor es { $hash }, no el compromiso { $commitment }
fairness-counter-mismatch = el contador de manos es { $counter }, pero esta es la mano { $hand }
fairness-hands-not-revealed =
    las manos no se han revelado: { $count ->
        [one] hace falta { $count }
       *[other] hacen falta { $count }
    }
fairness-client-seeds-missing = faltan las semillas de los jugadores
fairness-computer-seed = el asiento { $seat } de la computadora añadió la semilla { $seed }, pero no debe añadir ninguna
fairness-empty-boneyard = acción { $action }: se robó del pozo vacío
fairness-wrong-draw = acción { $action }: robaste { $drawn }, pero la siguiente ficha del orden es { $next }
fairness-not-dealt = acción { $action }: el asiento { $seat } jugó { $tile }, que las semillas no le dieron
# $left: the tiles the seat shows at the end; $kept: those the seeds leave it (tiles like "3-6 0-0").
fairness-ends-with =
    el asiento { $seat } termina { $leftCount ->
        [0] sin fichas
       *[other] con { $left }
    }, pero según las semillas { $keptCount ->
        [0] no le queda ninguna ficha
       *[other] le quedan { $kept }
    }
# $key: the start of the hand's shuffle key (hex).
fairness-fair = Reparto justo: las semillas coinciden con el compromiso y dan este reparto y cada robo (clave { $key }…).
fairness-seed-too-long =
    una semilla tiene como máximo { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
fairness-seed-control-characters = una semilla no puede contener caracteres de control

## Tournaments (web/tournaments.js)

tournaments-format-knockout = Eliminatoria, al mejor de { $bestOf }
tournaments-format-swiss =
    Suizo, { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }
# $deals: how many deals each round plays (each from both seats).
tournaments-format-duplicate =
    Duplicado, { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    } de { $deals ->
        [one] { $deals } reparto
       *[other] { $deals } repartos
    }
# When a tournament starts, with no time set.
tournaments-when-full = cuando se llene
tournaments-starts-when-full = empieza cuando se llene
# $date: the date and time, as the browser writes them.
tournaments-starts-at = empieza el { $date }
tournaments-registering = Inscripciones abiertas
tournaments-running = En curso
tournaments-finished = Terminado
tournaments-cancelled = Cancelado
# No entry fee.
tournaments-free = gratis
tournaments-round-of = ronda { $round } de { $total }
tournaments-name = Nombre
tournaments-format = Formato
tournaments-players = Jugadores
tournaments-entry = Inscripción
# The chips held from the entry fees, paid out as prizes.
tournaments-pool = Bolsa
tournaments-starts = Empieza
tournaments-default-name = Torneo de { $name }
tournaments-default-name-mine = Mi torneo
tournaments-knockout = Eliminatoria
tournaments-swiss = Suizo
# Duplicate: every table of a round plays the same deals, each from both seats.
tournaments-duplicate = Duplicado
tournaments-rounds-swiss = Rondas (suizo)
tournaments-rounds-duplicate = Rondas (duplicado)
# A deal: the tiles a duplicate game is dealt, the same at every table of the round.
tournaments-deals-duplicate = Repartos por ronda (duplicado)
tournaments-match-knockout = Enfrentamiento (eliminatoria)
tournaments-one-game = una partida
tournaments-best-of = al mejor de { $bestOf }
# How many tiles each player is dealt.
tournaments-draw = Fichas por jugador
tournaments-tiles =
    { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
tournaments-final-score = Puntuación final
tournaments-minutes-a-hand = Minutos por mano
tournaments-entry-fee = Inscripción (créditos)
tournaments-prize-split = Reparto del premio, % por puesto
tournaments-fewest-players = Mínimo de jugadores
tournaments-most-players = Máximo de jugadores
tournaments-draw-teams = Parejas (5 fichas, cuatro por mesa)
tournaments-fewest-teams = Mínimo de parejas
tournaments-most-teams = Máximo de parejas
tournaments-in-minutes =
    { $count ->
        [one] en { $count } minuto
       *[other] en { $count } minutos
    }
tournaments-in-an-hour = en una hora
tournaments-create = Crear el torneo
tournaments-computers = Jugadores de la computadora (entran gratis)
tournaments-fill = Si no se llena, la computadora ocupa los asientos libres
tournaments-fill-never = nunca
tournaments-fill-after =
    { $count ->
        [one] después de { $count } minuto
       *[other] después de { $count } minutos
    }
tournaments-computer-level = Nivel de la computadora
tournaments-computers-rules = Juegan jugadores de la computadora: entran gratis y no ganan créditos (el premio es para las personas, en el orden en que terminaron), y las partidas contra ellos no cuentan para la clasificación.
tournaments-fill-rules =
    Si no se llena { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } después de crearse y ya entró una persona, la computadora ({ $level }) ocupa los asientos libres y empieza.
tournaments-fill-rules-seconds = Si no se llena { $count } segundos después de crearse y ya entró una persona, la computadora ({ $level }) ocupa los asientos libres y empieza.
tournaments-title = Torneos
tournaments-upcoming = Próximos
# A heading over the tournaments being played now.
tournaments-running-heading = En curso
# A heading over the tournaments that are over or cancelled.
tournaments-finished-heading = Terminados
tournaments-none-upcoming = Ningún torneo acepta inscripciones ahora: crea uno abajo.
tournaments-none-running = Ninguno en curso ahora.
tournaments-none-finished = Ninguno terminado todavía.
tournaments-create-heading = Crear un torneo
tournaments-sign-up-to-create = Regístrate para crear un torneo o inscribirte en uno.
tournaments-how-played = Cómo se juega
# $draw: tiles dealt to each player; $target: the final score; $count: minutes a hand.
tournaments-each-game =
    Cada partida: reparto de { $draw }, a { $target } puntos, { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } por mano en el reloj; un jugador que no se presenta pierde por tiempo.
# A bye ("descanso"): a round without an opponent, scored as a win.
tournaments-knockout-rules-best-of-3 = Eliminación directa, con cabezas de serie según la clasificación: si pierdes un enfrentamiento, quedas fuera. Un enfrentamiento es al mejor de 3 partidas, y los jugadores cambian de asiento en cada partida. Si el número de participantes no es una potencia de dos, los primeros cabezas de serie empiezan con un descanso.
tournaments-knockout-rules-one-game = Eliminación directa, con cabezas de serie según la clasificación: si pierdes un enfrentamiento, quedas fuera. Un enfrentamiento es una sola partida. Si el número de participantes no es una potencia de dos, los primeros cabezas de serie empiezan con un descanso.
# Buchholz: the sum of a player's opponents' scores, a tie-break (a proper name).
tournaments-swiss-rules =
    { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }; en cada ronda te enfrentas a un jugador con una puntuación como la tuya, nunca dos veces al mismo. Una victoria vale 1, un descanso también 1. Desempates: Buchholz (las puntuaciones de tus rivales), luego puntos a favor menos en contra, luego la clasificación.
# $deals: how many deals a round plays; a bye ("descanso"): a round without an opponent.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }; en cada ronda te enfrentas a un jugador con una puntuación como la tuya, nunca dos veces al mismo, y juegas { $deals ->
        [one] el reparto de la ronda
       *[other] cada uno de los { $deals } repartos de la ronda
    } dos veces, una desde cada asiento. Todas las mesas de la ronda juegan los mismos repartos, así que nadie tiene más suerte con las fichas que los demás. Orden en la tabla: la diferencia de puntos en todos los repartos (puntos a favor menos puntos en contra), luego las rondas ganadas (a igualdad de puntos ½, un descanso 1), luego Buchholz, luego la clasificación.
tournaments-duplicate-private = Mientras se juega una ronda, sus partidas son privadas: nadie más que sus dos jugadores puede mirarlas. Sus repeticiones se abren a todos cuando termina la ronda.
# One place's share of the prize pool: "1.º 60%"; the places are listed with ", ".
tournaments-split-place = { $place }.º { $percent }%
# $split: the places' shares, "1.º 60%, 2.º 40%".
tournaments-entry-rules =
    Inscripción de { $count ->
        [one] { $count } crédito
       *[other] { $count } créditos
    }; la bolsa (todas las inscripciones) se reparte { $split }, redondeando hacia abajo al crédito, y lo que sobra es para el ganador.
tournaments-withdraw-for-fee = Si te retiras antes del inicio, se te devuelve la inscripción.
tournaments-free-to-enter = La inscripción es gratis.
tournaments-teams-of-two = Por parejas
tournaments-teams-rules = Se juega por parejas en partidas de cuatro: los compañeros se sientan uno frente al otro, juegan por una sola puntuación y ganan o pierden juntos. Las parejas reciben cabezas de serie, rivales y puestos como los jugadores (la clasificación de una pareja es la media de la de sus dos miembros).
tournaments-teams-entry = Cada uno se inscribe por su cuenta. Para jugar con un compañero, escribe su nombre al inscribirte y pídele que escriba el tuyo. Al empezar, la sala forma las demás parejas según la clasificación: el mejor con el más débil. Si sobra uno, queda fuera y se le devuelve la inscripción: el último jugador de la computadora en inscribirse o, si no hay, la última persona.
tournaments-teams-prize = Cada uno paga su propia inscripción; el premio de una pareja se reparte a partes iguales entre sus dos miembros.
# A finished game of a match, with its scores ("60–45").
tournaments-game-over = partida { $game }: { $scores }
tournaments-game-play = partida { $game }: juega tu partida
tournaments-game-watch = partida { $game }: mirar
# A duplicate game: its deal (from 1), who sat in seat 1 (the seats swap for the deal's second game), and the scores, seat 1's first ("50–45").
tournaments-deal-done = reparto { $deal }, { $first } en el asiento 1: jugado (el resultado se muestra al terminar la ronda)
tournaments-deal-over = reparto { $deal }, { $first } en el asiento 1: { $scores }
tournaments-deal-play = reparto { $deal }, { $first } en el asiento 1: juega tu partida
# A duplicate game under way: private, so nobody else can watch it.
tournaments-deal-playing = reparto { $deal }, { $first } en el asiento 1: en juego
# A duplicate board: each player's points over its games so far.
tournaments-board-points = puntos: { $first } { $firstPoints }, { $second } { $secondPoints }
# After the name of a player who has no opponent this round.
tournaments-bye = — descanso
# Between two players' names (versus).
tournaments-versus = vs.
tournaments-final = Final
tournaments-round = Ronda { $round }
tournaments-player = Jugador
tournaments-team-heading = Pareja
tournaments-score = Puntos
tournaments-buchholz = Buchholz
# Column heading: matches won (short, "ganados").
tournaments-won-short = G
# Column heading: matches lost (short, "perdidos").
tournaments-lost-short = P
tournaments-byes = Descansos
tournaments-cancel-confirm = ¿Cancelar este torneo? A cada inscrito se le devuelve su inscripción, y no se puede deshacer.
tournaments-sign-up-to-enter = Regístrate para inscribirte.
tournaments-withdraw-fee =
    { $count ->
        [one] Retirarme (se te devuelve { $count } crédito)
       *[other] Retirarme (se te devuelven { $count } créditos)
    }
tournaments-withdraw = Retirarme
tournaments-full = Completo
tournaments-enter-fee =
    { $count ->
        [one] Inscribirme por { $count } crédito
       *[other] Inscribirme por { $count } créditos
    }
tournaments-enter = Inscribirme
tournaments-partner = Compañero (opcional)
tournaments-cancel = Cancelar el torneo
tournaments-place = puesto { $place }
tournaments-nobody-entered = Nadie se ha inscrito todavía.
tournaments-team = pareja { $team }
tournaments-entered =
    { $entrants ->
        [one] { $entrants } inscrito
       *[other] { $entrants } inscritos
    } de { $max } (al menos { $min })
tournaments-made-by = creado por { $name }
tournaments-prizes = Premios
tournaments-prize =
    Puesto { $place }: { $count ->
        [one] { $count } crédito
       *[other] { $count } créditos
    }
tournaments-pool-grows =
    La bolsa son todas las inscripciones: { $count ->
        [one] { $count } crédito más
       *[other] { $count } créditos más
    } con cada jugador.
tournaments-no-prize = Sin premio: la inscripción es gratis.
tournaments-standings = Tabla de posiciones
tournaments-bracket = Cuadro
tournaments-rounds = Rondas
# Before 64 hexadecimal digits: the SHA-256 of the seed every deal of a duplicate round comes from, published before its first game.
tournaments-commitment = Compromiso de la ronda (el SHA-256 de su semilla):
# Before 64 hexadecimal digits: the seed itself, shown once the round is over.
tournaments-seed = Semilla de la ronda:
tournaments-seed-later = La semilla se muestra cuando se decide cada enfrentamiento de la ronda.
# $command: the command line that checks the round (kept as is).
tournaments-verify = Cualquiera puede verificar que todas las mesas de esta ronda recibieron los mismos repartos: guarda los datos del torneo y el registro de cada partida (desde su repetición) y ejecuta { $command }.
# A link: the tournament's page as data (a JSON file), for the check.
tournaments-download-data = Descargar los datos del torneo
# In the lobby, before a list of tournaments.
tournaments-taking-entries = Torneos con inscripciones abiertas:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, empieza cuando se llene)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, empieza el { $date })

### Cómo jugar (web/how-to-play.js) y la primera partida guiada (web/tutorial.js).

## How to play: the rules page

rules-title = Cómo jugar All Fives
# $link is the link to the guided game, its words rules-learn-by-playing-link.
rules-learn-by-playing = Aprende jugando: { $link } contra una computadora que sigue un guion, paso a paso.
rules-learn-by-playing-link = una primera partida guiada
# Muggins: the game's other English name; keep it as it is.
rules-intro = All Fives (también llamado Muggins) es un juego para dos jugadores con un dominó doble seis. Anotas cada vez que tu jugada deja los extremos abiertos de la mesa sumando un múltiplo de cinco, y gana el primer jugador que llega a la puntuación final.
rules-tiles-heading = Las fichas y su peso
rules-tiles = El juego tiene 28 fichas: todas las parejas de números del 0 al 6, de la 0-0 a la 6-6, con 168 puntos en total. El peso de una ficha es la suma de sus puntos: la 6-4 pesa 10, así que es más pesada que la 5-3, que pesa 8; la 1-0 es más ligera que las dos.
rules-weight-caption = La 6-4 (peso 10) es más pesada que la 5-3 (peso 8); la 1-0 (peso 1) es la más ligera de las tres.
rules-tie-caption = Las dos pesan 9. Para la primera salida, el empate lo gana la ficha con el número más alto: la 6-3 le gana a la 5-4.
rules-weight-decides = El peso decide dos cosas. En la primera mano, si nadie tiene un doble, sale el jugador con la ficha más pesada, y sale con ella. Y cuando una mano se cierra, la gana el jugador cuyas fichas suman menos.
rules-deal-heading = El reparto y la salida
# “Auto draw” is the table's button of that name: use its words there.
rules-deal = Cada jugador toma 7 o 9 fichas boca abajo, según se eligió en la mesa; las demás forman el pozo. Puedes elegir tus fichas una por una o pulsar Robar automáticamente: las fichas están mezcladas boca abajo, así que da lo mismo.
rules-lead = En la primera mano sale el jugador con el doble más alto (el 6-6; si no, el 5-5, y así hasta el 0-0), y tiene que salir con ese doble. Si nadie tiene un doble, sale la ficha más pesada. En las manos siguientes sale el ganador de la mano anterior, con la ficha que quiera; después de una mano cerrada que nadie ganó, sale el jugador que no salió en esa mano.
rules-count-heading = El spinner, los cuatro extremos y la cuenta
# The spinner: the first double played, which can be played on from four sides.
rules-joining = Une una ficha de tu mano a un extremo abierto: las mitades que se tocan deben tener el mismo número. Los dobles se colocan atravesados. El primer doble jugado es el spinner: se le puede jugar por sus cuatro lados. Sus extremos de arriba y de abajo se abren cuando ya hay fichas pegadas a sus dos costados, así que la mesa tiene como mucho cuatro extremos abiertos: izquierda, derecha, arriba y abajo.
rules-count = Después de cada jugada se suman los extremos abiertos: el número de afuera de cada ficha de los extremos, las dos mitades de un doble que está en un extremo, y las dos mitades del spinner mientras no tenga fichas en sus dos costados (desde entonces no cuenta nada, y un extremo de arriba o de abajo vacío tampoco cuenta). Si esta cuenta es un múltiplo de cinco (5, 10, 15, …), el jugador que acaba de jugar anota esos puntos en el acto.
rules-spinner-caption = Se sale con el 5-5, que es el spinner. Solo, cuenta sus dos mitades: 10, así que quien sale anota 10.
rules-left-caption = La 5-2 a la izquierda: 2 + 10 (el spinner todavía cuenta sus dos mitades) = 12. No se anota.
rules-right-caption = La 5-3 a la derecha: los dos costados del spinner están cubiertos, así que ya no cuenta nada y se abren sus extremos de arriba y de abajo. 2 + 3 = 5: se anotan 5.
rules-four-ends-caption = La 5-6 arriba (cuenta 11) y luego la 5-4 abajo: los cuatro extremos suman 2 + 3 + 6 + 4 = 15, se anotan 15.
rules-drawing-heading = Robar
rules-drawing = Si puedes jugar, tienes que hacerlo. Solo cuando ninguna de tus fichas entra en ningún extremo abierto robas del pozo, de una en una, hasta robar una que entre; entonces tienes que jugarla. Robar es parte de tu turno, y tu reloj corre mientras robas. Si el pozo está vacío y no puedes jugar, pasas.
rules-stuck-caption = Con los extremos en 2, 3, 6 y 4, no entra ninguna de la 0-0, la 0-1 y la 1-1: tienes que robar.
rules-draw-caption = Del pozo boca abajo robas la 0-5, que no entra, y luego la 1-6, que entra en el 6 del extremo de arriba.
rules-drawn-play-caption = Tienes que jugarla: la 1-6 en el extremo de arriba deja la cuenta en 2 + 3 + 1 + 4 = 10, y anotas 10.
rules-hand-end-heading = El final de una mano
# To domino: to play one's last tile (going out), which wins the hand.
rules-domino = El jugador que juega su última ficha hace dominó: gana la mano y anota los puntos que le quedan al rival en la mano, redondeados al múltiplo de cinco más cercano (un resto de 1 o 2 redondea hacia abajo, de 3 o 4 hacia arriba: de 0 a 2 puntos no se anota nada, de 3 a 7 se anotan 5, de 8 a 12 se anotan 10, y así sucesivamente).
rules-bonus-caption = El premio por dominó: juegas tu última ficha mientras tu rival tiene la 6-4 y la 3-1, 14 puntos, que se redondean a 15. Anotas 15.
rules-blocked = Una mano se cierra (tranque) cuando el pozo está vacío y nadie tiene una ficha que entre. Entonces la gana el jugador con menos puntos en la mano, y anota los puntos de la mano del rival, redondeados de la misma manera. Si los dos tienen los mismos puntos, nadie anota.
rules-winning-heading = Ganar la partida
rules-winning = El primer jugador que llega a la puntuación final gana en ese momento, aunque sea en medio de una mano. Una jugada que anota y además vacía tu mano suma primero sus propios puntos; si con ellos llegas a la puntuación final, la partida termina ahí y el premio por dominó no se suma.
rules-clock = Con reloj, cada jugador tiene los minutos por mano que fijó la mesa. Tu reloj corre solo en tu turno, incluido el tiempo de robar, y se reinicia al comenzar cada mano. Si llega a cero, pierdes la partida y la apuesta. Puedes rendirte en cualquier momento; rendirse también pierde la partida y la apuesta.
rules-partners-heading = Cuatro jugadores: dos contra dos
rules-partners = All Fives se juega muy a menudo entre cuatro, en dos parejas. Los compañeros se sientan uno frente al otro, y el juego avanza en el sentido de las agujas del reloj. Cada jugador recibe 5 fichas, y quedan 8 en el pozo. Los compañeros juegan por una sola puntuación: lo que anote cualquiera de los dos va para su equipo, y gana el primer equipo que llega a la puntuación final. No puedes mostrarle ni decirle tus fichas a tu compañero, y mientras se juega una mano los compañeros no pueden chatear.

## How to play: the table of four (a picture: the seats' names and the way play goes)

rules-seating-caption = Cuatro en la mesa: tú y tu compañero se sientan uno frente al otro, con un rival a cada lado. El juego avanza en el sentido de las agujas del reloj: tú, el rival de tu izquierda, tu compañero, el rival de tu derecha.
rules-seat-you = Tú
rules-seat-opponent = Rival
rules-seat-partner = Compañero
rules-clockwise = ↻ sentido horario

## How to play: four players, the rule book, the history

rules-partners-lead = En la primera mano sale quien tenga el doble más alto; después, el ganador de cada mano sale en la siguiente. Cuando juegas tu última ficha, tu equipo anota los puntos que les quedan en la mano a los dos rivales, primero sumados y luego redondeados una sola vez. Las fichas de tu compañero no cuentan.
rules-partners-bonus-caption = Haces dominó mientras los rivales tienen la 2-1 y la 3-1 y tu compañero la 6-6. Los 3 + 4 = 7 puntos de los rivales se redondean una sola vez a 5: tu equipo anota 5 (redondeando antes cada mano serían 10). Los 12 puntos de tu compañero no cuentan.
rules-partners-blocked = Una mano cerrada la gana el equipo con menos puntos entre sus dos manos; anota los puntos del otro equipo, redondeados una sola vez, y su jugador con menos puntos sale en la mano siguiente. Si se te acaba el reloj o te rindes, tu equipo pierde la partida.
# docs/rules.md and docs/formats.md are file names: keep them.
rules-rule-book = Cada detalle que sigue el programa está escrito en el reglamento que acompaña a su código fuente, docs/rules.md; los registros de las partidas y los mensajes para los jugadores de la computadora se describen en docs/formats.md.
rules-history-heading = Un poco de historia
rules-history-dice = El dominó desciende de los dados. Cada ficha de los juegos chinos originales muestra una de las 21 maneras en que pueden caer dos dados, así que las fichas chinas no tienen blancas; en cambio, algunas fichas aparecen dos veces. Según los historiadores, hacia el año 1120 ya existía un juego chino de 32 piezas.
rules-history-europe = El dominó parece haber sido desconocido en Europa hasta el siglo XVIII, y su forma moderna quizá se inventó en Italia. Los juegos occidentales añaden la blanca, con lo que salen todas las parejas de la 0-0 a la 6-6: las 28 fichas que se juegan aquí. El nombre vendría, al parecer, de los disfraces de máscara llamados dominós, cuyos agujeros para los ojos recordaban las fichas con sus puntos.
rules-history-oldest = Se dice que el juego más antiguo conocido se encontró entre las ruinas de Tebas, en la tumba de Tutankamón, rey de Egipto de la XVIII dinastía, en el siglo XIV a. C., y que se conserva en El Cairo. Desde entonces juegan al dominó jóvenes y mayores en todo el mundo, entre ellos reyes y presidentes: Lyndon B. Johnson jugaba con sus amigos en Texas.
rules-back-to-lobby = Volver a la sala
rules-sign-in-to-play = Entra para jugar

## How to play: the open ends' names, written on the pictures

rules-end-left = izquierda
rules-end-right = derecha
rules-end-up = arriba
rules-end-down = abajo

## The guided first game: the coach's panel

tutorial-setting-up = Preparando la mesa…
tutorial-title = Tu primera partida
tutorial-partners-title = Jugar con un compañero
tutorial-progress = Paso { $step } de { $total }
tutorial-partners-progress = En pareja: paso { $step } de { $total }
tutorial-last-step = Último paso
# $say is what the coach said of the computer's coming move (a tutorial-step-<k> message).
tutorial-computer-thinking = { $say } La computadora está pensando…
# $say is what the coach said of the coming move (a tutorial-partners-step-<k> message).
tutorial-next-player-thinking = { $say } El siguiente jugador está pensando…
# $say is tutorial-end. “Next hand” is the table's button of that name: use its words there.
tutorial-end-next-hand = { $say } Haz clic en “Siguiente mano” para ver cómo se puntúa una mano cerrada.
tutorial-next-partners = Siguiente: cuatro jugadores, dos contra dos
tutorial-finish = Terminar
# $target is the final score of the guided game (150).
tutorial-done = Eso es todo el juego: sal, cuenta los extremos, anota los múltiplos de 5, roba cuando no puedas jugar y vacía tu mano antes que nadie. Gana el primero en llegar a la puntuación final ({ $target } aquí).
tutorial-ready = Ya sabes jugar.
tutorial-play-computer = Juega contra la computadora
tutorial-read-rules = Lee las reglas
tutorial-leave = Salir del tutorial
# Shown after “Hint: <move> —” when the player asks for a hint.
tutorial-hint-reason = la jugada que enseña este paso
# The seats' names at the guided game's table (Ada, Sam and Ivy, at the table of four, are names and stay).
tutorial-player-you = Tú
tutorial-player-tutor = Bot tutor

## The guided first game: what the coach says, step by step (the same English as web/tutorial.json's `say`)

tutorial-step-0 = ¡Te damos la bienvenida! Esta es una mesa de verdad contra una computadora que sigue un guion. A cada uno le tocaron 7 fichas. En la primera mano sale el doble más alto: tienes el 5-5, así que sal con él: haz clic en el 5-5 y luego en la mesa. Juega el 5-5.
tutorial-step-1 = Saliste con el 5-5, el doble más alto repartido. El primer doble jugado es el spinner. Un 5-5 solo cuenta sus dos mitades: 10, un múltiplo de 5, así que anotas 10.
tutorial-step-2 = La computadora puso la 2-5 a la izquierda. Ahora los extremos muestran 2 y las dos mitades del spinner (10): una cuenta de 12, que no es múltiplo de 5, así que nadie anota. Ahora juega la 3-5 en el extremo derecho (el resaltado).
tutorial-step-3 = Con fichas en sus dos costados, el spinner deja de contar: la cuenta es el 2 de la izquierda más el 3 de la derecha, o sea 5. Anotas 5.
tutorial-step-4 = Los dos costados del spinner están ocupados, así que sus extremos de arriba y de abajo también están abiertos. La computadora jugó la 5-6 arriba: 2 + 3 + 6 = 11, no anota. Ahora juega la 4-5 en el extremo de abajo (el resaltado).
tutorial-step-5 = Jugaste la 4-5 abajo: los extremos muestran 2, 3, 6 y 4, una cuenta de 15. Anotas 15.
tutorial-step-6 = La computadora jugó el doble 2-2 a la izquierda. Un doble en un extremo cuenta sus dos mitades, 4: la cuenta es 4 + 3 + 6 + 4 = 17. Ahora juega el 3-3 en el extremo derecho (el resaltado).
tutorial-step-7 = Tu doble 3-3 a la derecha cuenta 6: 4 + 6 + 6 + 4 = 20. Anotas 20.
tutorial-step-8 = La computadora también anota: la 3-6 sobre tu 3-3 deja un 6 a la derecha, y 4 + 6 + 6 + 4 = 20. Ahora juega la 1-6 en el extremo de arriba (el resaltado).
tutorial-step-9 = La 1-6 en el extremo de arriba: 4 + 6 + 1 + 4 = 15. Anotas 15.
tutorial-step-10 = La computadora no tenía ninguna ficha que entrara en algún extremo, así que robó del pozo hasta sacar una que entrara: la 1-3.
tutorial-step-11 = Jugó arriba la 1-3 que robó: 4 + 6 + 3 + 4 = 17, no anota. Ahora juega la 2-4 en el extremo de abajo (el resaltado).
tutorial-step-12 = La 2-4 abajo: 4 + 6 + 3 + 2 = 15. Anotas 15.
tutorial-step-13 = La computadora jugó la 0-3 arriba. Un extremo que muestra 0 no cuenta nada: 4 + 6 + 0 + 2 = 12. Haz clic en el pozo para robar.
tutorial-step-14 = Tu 1-4 no entra en ningún extremo (2, 6, 0, 2), así que robaste: la 4-6 entra, y una ficha que entra hay que jugarla. Ahora juega la 4-6 en el extremo derecho (el resaltado).
tutorial-step-15 = La 4-6 a la derecha: 4 + 4 + 0 + 2 = 10. Anotas 10.
tutorial-step-16 = La computadora jugó el 0-0 arriba (un doble blanco cuenta 0): 4 + 4 + 0 + 2 = 10, así que anota 10. Ahora juega la 1-4 en el extremo derecho (el resaltado).
tutorial-end = ¡Dominó! Jugaste tu última ficha. A la computadora le queda la 0-5: 5 puntos, redondeados al múltiplo de 5 más cercano, son 5, y los anotas tú.
tutorial-blocked = Cuando el pozo está vacío y nadie puede jugar, la mano se cierra: quien tiene menos puntos en la mano la gana y anota los puntos de la otra mano, redondeados de la misma manera. Por ejemplo, si tú tienes 3 puntos y la computadora 13, anotas 15. Con los mismos puntos, nadie anota.

## The guided game for four, two against two: what the coach says

tutorial-partners-step-0 = Ahora el mismo juego entre cuatro, dos contra dos. Tu compañero se sienta frente a ti, arriba; los jugadores de tu izquierda y tu derecha forman un equipo contra ustedes dos. Cada uno tiene 5 fichas, y lo que anote un jugador va a la puntuación de su equipo. El turno pasa en el sentido de las agujas del reloj: tú, Ada a tu izquierda, Sam tu compañero, Ivy a tu derecha. Tienes el doble más alto repartido, el 5-5: sal con él. Juega el 5-5.
tutorial-partners-step-1 = El 5-5 solo cuenta 10: tu equipo anota 10. Ada, a tu izquierda, juega ahora.
tutorial-partners-step-2 = Ada puso la 4-5 a la izquierda: 4 + 10 = 14, no anota. Ahora le toca a Sam, tu compañero.
tutorial-partners-step-3 = Sam, tu compañero, jugó la 5-6 a la derecha. Con sus dos costados cubiertos, el spinner deja de contar (sus extremos de arriba y de abajo cuentan cuando tienen una ficha): 4 + 6 = 10. Los puntos de Sam son de tu equipo: 10 más para ustedes dos.
tutorial-partners-step-4 = Ivy jugó la 0-5 abajo: 4 + 6 + 0 = 10, y su equipo anota 10. Ahora juega la 1-6 en el extremo derecho (el resaltado).
tutorial-partners-step-5 = La 1-6 a la derecha: 4 + 1 + 0 = 5. Tu equipo anota 5.
tutorial-partners-step-6 = Ada jugó la 1-4 a la derecha: 4 + 4 + 0 = 8, no anota.
tutorial-partners-step-7 = Sam, tu compañero, jugó la 0-2 abajo: 4 + 4 + 2 = 10. 10 para tu equipo.
tutorial-partners-step-8 = Ivy jugó el doble 4-4 a la izquierda, que cuenta sus dos mitades: 8 + 4 + 2 = 14, no anota. Ahora juega la 2-3 en el extremo de abajo (el resaltado).
tutorial-partners-step-9 = La 2-3 abajo: 8 + 4 + 3 = 15. Tu equipo anota 15.
tutorial-partners-step-10 = Ada jugó la 4-6 a la izquierda: 6 + 4 + 3 = 13, no anota.
tutorial-partners-step-11 = Sam, tu compañero, jugó la 3-5 abajo: 6 + 4 + 5 = 15. 15 para tu equipo.
tutorial-partners-step-12 = Ivy jugó la 2-5 abajo: 6 + 4 + 2 = 12. Ahora juega la 0-6 en el extremo izquierdo (el resaltado).
tutorial-partners-step-13 = La 0-6 a la izquierda deja una blanca, que no cuenta nada: 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada abrió el extremo de arriba con la 1-5: 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, tu compañero, jugó la 2-4 a la derecha: 0 + 2 + 1 + 2 = 5. 5 para tu equipo.
tutorial-partners-step-16 = Ivy jugó la 2-6 abajo: 0 + 2 + 1 + 6 = 9. Ahora juega la 1-3 en el extremo de arriba (el resaltado).
tutorial-partners-end = ¡Dominó! Jugaste tu última ficha, y tu equipo anota lo que todavía tienen los dos rivales, sumado y redondeado una sola vez: el 1-1 de Ada (2 puntos) y el 3-3 de Ivy (6 puntos) suman 8, que se redondea a 10. El 0-0 de Sam es de tu propio equipo, así que no cuenta.
