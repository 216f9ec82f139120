language-label = Idioma
loading = Cargando…
nav-tournaments = Torneos
nav-leaderboard = Clasificación
nav-how-to-play = Cómo jugar
brand = All Fives
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
hint-draw = ninguna de tus fichas sirve: roba
hint-pass = nada sirve y el pozo está vacío: pasa
hint-only = tu única jugada posible
hint-scores = { $points ->
    [one] anota { $points } punto ahora
   *[other] anota { $points } puntos ahora
}
hint-blocks = bloquea: tu rival ya mostró que no tiene { $suits }
hint-safe = no le deja a tu rival nada que anotar enseguida
hint-sheds = { $pips ->
    [one] se deshace de la ficha pesada { $tile } ({ $pips } punto)
   *[other] se deshace de la ficha pesada { $tile } ({ $pips } puntos)
}
hint-keeps = guarda tus fichas de { $suit } para después
hint-search = la mejor opción según la búsqueda para el resto de la mano
error-bad_record = No se puede leer ese registro de partida.
error-method = La sala no acepta esa solicitud ahí.
error-media_type = La sala solo acepta JSON.
level-random = Aleatorio
level-omniscient = Omnisciente
computer-name = { $level } (computadora)
computer-initials = IA
computer-picture = La computadora
computer-player = { $level } { $number } (computadora)
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
level-beginner = Principiante
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
lobby-back-to-game = Volver a tu partida contra { $name }
lobby-your-open-table = Tu mesa abierta, esperando a un jugador
lobby-register-to-play = Regístrate para jugar contra personas
lobby-open-table = Abrir una mesa
lobby-no-open-tables = Todavía no hay mesas abiertas.
lobby-no-live-games = No se está jugando ninguna partida.
lobby-my-games = Tus partidas en curso
lobby-tutorial-title = ¿Primera vez en All Fives?
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
lobby-sort-newest = Más recientes
lobby-sort-wager = Apuesta
lobby-sort-rating = Clasificación del anfitrión
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
form-summary-draw = { $draw } fichas iniciales
form-summary-target = a { $target } puntos
form-summary-no-clock = sin reloj
form-summary-minutes = { $minutes } min por mano
form-summary-wager = apuesta { $wager }
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
signin-avatar-fox = zorro
signin-avatar-owl = búho
signin-avatar-cat = gato
signin-avatar-bear = oso
signin-avatar-frog = rana
signin-avatar-whale = ballena
signin-avatar-tiger = tigre
signin-avatar-panda = panda
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
navigation-leave-confirm = ¿Salir de esta partida? Sigue sin ti: tu reloj corre en tu turno y, si se agota, pierdes la partida y la apuesta.
offline-record-check = Cualquiera puede verificar los repartos y cada jugada de la computadora con { $command }.
offline-play = Jugar sin conexión
offline-game-line = { $game } contra { $level }, a { $target } puntos: { $standing }
table-lobby = Sala
table-opening = Abriendo la mesa…
table-you = Tú
table-opponent = Rival
table-name-at-seat = { $name } (asiento { $seat })
table-seat = Asiento { $seat }
table-name-at-place = { $place ->
    [left] { $name } (izquierda)
    [partner] { $name } (compañero)
   *[right] { $name } (derecha)
}
table-place = { $place ->
    [left] Izquierda
    [partner] Compañero
   *[right] Derecha
}
table-names-and = { $first } y { $second }
table-a-player = un jugador
table-team-yours = Tú y { $partner }
table-team = { $first } y { $second }
table-team-score = { $team }: { $score }
table-player-score = { $name } { $score }
table-team-points = { $team } +{ $points }
table-end-tie = Mano cerrada: empate, nadie anota
table-end-you-domino-team = Haces dominó: { $team } +{ $points }
table-end-domino-team = { $name } hace dominó: { $team } +{ $points }
table-end-blocked-your-team = Mano cerrada: tú y { $partner } tienen menos puntos en la mano: +{ $points }
table-end-blocked-team = Mano cerrada: { $team } tienen menos puntos en la mano: +{ $points }
table-end-target-your-team = Tú y { $partner } llegan a { $target }
table-end-target-team = { $team } llegan a { $target }
table-end-you-domino = Haces dominó: +{ $points }
table-end-domino = { $name } hace dominó: +{ $points }
table-end-blocked-you = Mano cerrada: tienes menos puntos en la mano: +{ $points }
table-end-blocked = Mano cerrada: { $name } tiene menos puntos en la mano: +{ $points }
table-end-target-you = Llegas a { $target }
table-end-target = { $name } llega a { $target }
table-result-abandoned = Partida abandonada: se devuelve la apuesta
table-result-team-wins = { $how ->
    [time] { $team } ganan por tiempo
    [resign] { $team } ganan por rendición
   *[other] { $team } ganan
}
table-result-your-team-wins = { $how ->
    [time] Ganas por tiempo: { $team }
    [resign] Ganas por rendición: { $team }
   *[other] Ganas: { $team }
}
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
table-stake-won = { $count ->
    [one] ganas { $count } crédito
   *[other] ganas { $count } créditos
}
table-stake-lost = { $count ->
    [one] pierdes { $count } crédito
   *[other] pierdes { $count } créditos
}
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
table-news-moves = { $moves }. Cuenta: { $total }.
table-news-your-team-scores = Tú y { $partner } anotan { $points }.
table-news-team-scores = { $team } anotan { $points }.
table-news-you-score = Anotas { $points }.
table-news-scores = { $name } anota { $points }.
table-news-gone = { $count ->
    [one] { $names } dejó la mesa.
   *[other] { $names } dejaron la mesa.
}
table-news-back = { $count ->
    [one] { $names } volvió.
   *[other] { $names } volvieron.
}
table-news-hand-over = Fin de la mano. { $title }. { $scores }.
table-news-game-over = Fin de la partida. { $title }. { $scores }.
table-news-all-seated = Todos los asientos están ocupados: empieza la partida.
table-news-joined = { $name } se unió: empieza la partida.
table-news-your-turn-draw = Te toca: ninguna ficha te sirve, roba.
table-news-your-turn = Te toca.
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
table-terms-target = Partida a { $target } puntos
table-terms-wager = { $count ->
    [one] apuesta de { $count } crédito
   *[other] apuesta de { $count } créditos
}
table-terms-no-wager = sin apuesta
table-terms-minutes = { $count } min por mano
table-terms-offline = sin conexión, sin clasificación
table-tournament-game = Partida de torneo · ronda { $round }
table-tournament-match-game = Partida de torneo · ronda { $round }, partida { $game } del enfrentamiento
table-lit-end = Jugar { $tile } en el extremo { $end ->
        [L] izquierdo
        [R] derecho
        [U] de arriba
       *[D] de abajo
    }
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
table-pick-for-me = Elegir por mí ({ $picked }/{ $of })
table-layout-label = Fichas en la mesa, cuenta { $total }
table-count-label = cuenta
table-count = Cuenta { $total }
table-your-tiles = Tus fichas
table-tile-playable = { $tile }, se puede jugar
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
table-role-partner = compañero
table-turn-mark-yours = te toca
table-turn-mark = le toca
table-away = ausente
table-away-title = No está en la mesa: no la tiene abierta en ninguna ventana
table-team-score-label = { $name }: puntos del equipo
table-score-label = Puntos de { $name }
table-score-label-unnamed = Puntos del jugador
table-clock-label = Reloj de { $name }
table-clock-label-yours = Tu reloj
table-clock-label-unnamed = Reloj del jugador
table-watchers = { $count ->
    [one] { $count } espectador
   *[other] { $count } espectadores
}
table-watchers-title = Personas que miran esta partida, con dos jugadas de retraso
table-watching-note = Estás mirando: la partida se muestra con dos jugadas de retraso, y las fichas de cada jugador solo cuando termina cada mano.
table-take-seat-note = Esta mesa espera un rival: toma el asiento para jugar.
table-take-seat = Tomar el asiento
table-waiting-note = Puedes visitar otras páginas mientras esperas: cuando alguien se una, un aviso en cualquier página te traerá aquí. Si no tienes ninguna página del sitio abierta, la mesa no se le ofrece a nadie.
table-share-note = Una mesa privada: envía este enlace a un amigo. Quien lo abra toma el asiento.
table-copy-link = Copiar el enlace
table-cancel = Cancelar la mesa
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
table-hint-play = Pista: { $tile } en el extremo { $end ->
        [L] izquierdo
        [R] derecho
        [U] de arriba
       *[D] de abajo
    } — { $reason }
table-hint-lead = Pista: sal con { $tile } — { $reason }
table-hint-draw = Pista: roba — { $reason }
table-hint-pass = Pista: pasa — { $reason }
table-hint-other = Pista: { $move } — { $reason }
table-hint-announce = Pista: { $move }, { $reason }.
table-row-pips-left = { $count ->
    [one] { $name }: { $count } punto en la mano
   *[other] { $name }: { $count } puntos en la mano
}
table-row-no-tiles = { $name }: sin fichas
table-row-holds = { $name } tiene { $tiles }
table-row-holds-nothing = { $name } no tiene nada
table-row-holds-yours = Tienes { $tiles }
table-row-holds-nothing-yours = No tienes nada
table-this-hand = Esta mano: { $summary }
table-last-hand = Última mano: { $summary }
table-final-scores = Puntuación final: { $scores }
table-next-hand = Siguiente mano
table-verify = Verificar esta mano
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
table-download-record = Descargar el registro
table-record = El registro
table-check-computer = Comprobar las jugadas de la computadora
table-check-computer-text = La computadora jugó solo con lo que podía ver. Descarga el registro y ejecuta { $command }: repite cada jugada de la computadora solo desde su asiento y comprueba que cada una es la que hace el bot publicado.
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
sound-on = Sonido activado
sound-off = Sonido desactivado
sound-turn-off = Desactivar los sonidos
sound-turn-on = Activar los sonidos
pages-player = Jugador
pages-when = Cuándo
pages-opponent = Rival
pages-result = Resultado
pages-score = Marcador
pages-wager = Apuesta
pages-speed-slow = Lenta
pages-speed-normal = Normal
pages-speed-fast = Rápida
pages-speed-fastest = Muy rápida
pages-caption-domino = { $winner } dice ¡Dominó! y anota { $points } (puntos en mano: { $pips } y { $otherPips }).
pages-caption-block = { $winner } gana el tranque y anota { $points } (puntos en mano: { $pips } y { $otherPips }).
pages-replay-settings = Reparto de { $draw }, a { $target } puntos.
pages-replay-settings-wager =
    Reparto de { $draw }, a { $target } puntos, apuesta de { $wager ->
        [one] { $wager } crédito
       *[other] { $wager } créditos
    }.
review-mark-fine = Bien
review-mark-inaccuracy = Imprecisión
review-mark-mistake = Error
review-mark-blunder = Error grave
review-hand = Mano
review-move = Jugada
review-played = Jugó
review-better = Mejor
review-lost = Perdido
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
fairness-ends-with =
    el asiento { $seat } termina { $leftCount ->
        [0] sin fichas
       *[other] con { $left }
    }, pero según las semillas { $keptCount ->
        [0] no le queda ninguna ficha
       *[other] le quedan { $kept }
    }
fairness-fair = Reparto justo: las semillas coinciden con el compromiso y dan este reparto y cada robo (clave { $key }…).
fairness-seed-too-long =
    una semilla tiene como máximo { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
fairness-seed-control-characters = una semilla no puede contener caracteres de control
tournaments-registering = Inscripciones abiertas
tournaments-running = En curso
tournaments-finished = Terminado
tournaments-cancelled = Cancelado
tournaments-entry = Inscripción
tournaments-pool = Bolsa
tournaments-rounds-duplicate = Rondas (duplicado)
tournaments-knockout-rules-best-of-3 = Eliminación directa, con cabezas de serie según la clasificación: si pierdes un enfrentamiento, quedas fuera. Un enfrentamiento es al mejor de 3 partidas, y los jugadores cambian de asiento en cada partida. Si el número de participantes no es una potencia de dos, los primeros cabezas de serie empiezan con un descanso.
tournaments-knockout-rules-one-game = Eliminación directa, con cabezas de serie según la clasificación: si pierdes un enfrentamiento, quedas fuera. Un enfrentamiento es una sola partida. Si el número de participantes no es una potencia de dos, los primeros cabezas de serie empiezan con un descanso.
tournaments-bracket = Cuadro
tournaments-rounds = Rondas
tournaments-verify = Cualquiera puede verificar que todas las mesas de esta ronda recibieron los mismos repartos: guarda los datos del torneo y el registro de cada partida (desde su repetición) y ejecuta { $command }.
rules-learn-by-playing = Aprende jugando: { $link } contra una computadora que sigue un guion, paso a paso.
rules-end-left = izquierda
rules-end-right = derecha
rules-end-up = arriba
rules-end-down = abajo
tutorial-computer-thinking = { $say } La computadora está pensando…
tutorial-next-player-thinking = { $say } El siguiente jugador está pensando…
