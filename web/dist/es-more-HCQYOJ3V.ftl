invite-open = Invitar a una mesa
invite-submit = Invitar a { $name }
offline-player = Jugador
offline-engine-unavailable = No se pudo cargar el motor sin conexión: se guarda cuando abres el juego sin conexión con la red activa.
offline-no-database = Este navegador no guarda partidas sin conexión: { $reason }
offline-not-kept = No se pudieron guardar las partidas sin conexión: { $reason }
offline-no-game = Este navegador no tiene la partida sin conexión { $id }.
offline-games = Partidas sin conexión
offline-record-title = Partida sin conexión { $id }: su registro
offline-record-what = Cada reparto, cada jugada y las semillas con las que se repartió cada mano (docs/formats.md).
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
offline-title = Jugar contra la computadora sin conexión
offline-unreachable = No se puede conectar con la sala: no hay red o la sala no está disponible. Aún puedes jugar contra la computadora aquí.
offline-intro = Las mismas reglas y la misma computadora que en las mesas de la sala, funcionando en esta página: no necesitas red una vez que se cargó. Las partidas sin conexión se guardan solo en este navegador; no cuentan para la clasificación ni llevan créditos.
offline-none = Ninguna todavía.
offline-game = Partida { $id }
offline-replay = repetición
offline-review = análisis
pages-percent = { $percent }%
pages-wins = { $wins } ({ $percent })
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
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }
pages-online = En línea ahora
pages-not-online = No está en línea
pages-chips = Créditos
pages-chips-guest = ninguno (invitado)
pages-unrated = sin clasificación
pages-games-played = Partidas jugadas
pages-chart-empty = El gráfico de clasificación empieza con la primera partida contra una persona.
pages-chart-label =
    Clasificación a lo largo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }: de { $first } a { $last }
pages-tournaments = Torneos
pages-place-of = puesto { $place } de { $entrants }
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
pages-seat-name = { $name } (asiento { $seat })
pages-versus = { $first } vs. { $second }
pages-hand-end-of-four = { $title } (puntos en mano: { $pips }).
pages-hand-end-of-four-points = { $title }. En esta mano: { $points } (puntos en mano: { $pips }).
pages-final-scores = Puntuación final: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = La partida no se terminó.
pages-abandoned = Fin de la partida: la partida se abandonó, así que nadie gana.
pages-abandoned-wager = Fin de la partida: la partida se abandonó, así que nadie gana y se devuelve la apuesta.
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
pages-chat-watching = (espectador)
pages-score-of = Puntos de { $name }
pages-holds =
    { $count ->
        [0] { $name } no tiene fichas
       *[other] { $name } tiene { $tiles }
    }
pages-action-draw = roba
pages-action-draw-tile = roba { $tile }
pages-action-pass = pasa
pages-caption-tied = La mano está cerrada y empatada: nadie anota.
pages-caption-target = { $seat }: { $action }. { $winner } llega a la puntuación final de { $target }.
pages-caption-dealt = Se reparte la mano { $hand }.
pages-caption-action = { $seat }: { $action }. Cuenta { $count }.
pages-layout-label = Fichas en la mesa, cuenta { $count }
pages-replay-abandoned = La partida se abandonó.
pages-replay-won =
    { $winner } ganó{ $reason ->
        [score] { " " }por puntos
        [time] { " " }por tiempo
        [resign] { " " }por rendición
       *[other] { "" }
    }.
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
review-where = mano { $hand }, jugada { $move }
review-a-player = un jugador
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] punto
       *[other] puntos
    }
review-seat-fallback = Asiento { $seat }
review-title = Análisis de las jugadas de { $name }
review-title-four = Análisis de las jugadas de { $name } (asiento { $seat }, { $team })
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
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = No hay decisiones que analizar: todas las jugadas fueron forzadas.
review-not-ready =
    El análisis no estuvo listo en { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }: el servidor sigue con él, inténtalo de nuevo en un minuto.
tournaments-format-knockout = Eliminatoria, al mejor de { $bestOf }
tournaments-format-swiss =
    Suizo, { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }
tournaments-format-duplicate =
    Duplicado, { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    } de { $deals ->
        [one] { $deals } reparto
       *[other] { $deals } repartos
    }
tournaments-when-full = cuando se llene
tournaments-starts-when-full = empieza cuando se llene
tournaments-starts-at = empieza el { $date }
tournaments-free = gratis
tournaments-round-of = ronda { $round } de { $total }
tournaments-name = Nombre
tournaments-format = Formato
tournaments-players = Jugadores
tournaments-starts = Empieza
tournaments-default-name = Torneo de { $name }
tournaments-default-name-mine = Mi torneo
tournaments-knockout = Eliminatoria
tournaments-swiss = Suizo
tournaments-duplicate = Duplicado
tournaments-rounds-swiss = Rondas (suizo)
tournaments-deals-duplicate = Repartos por ronda (duplicado)
tournaments-match-knockout = Enfrentamiento (eliminatoria)
tournaments-one-game = una partida
tournaments-best-of = al mejor de { $bestOf }
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
tournaments-running-heading = En curso
tournaments-finished-heading = Terminados
tournaments-none-upcoming = Ningún torneo acepta inscripciones ahora: crea uno abajo.
tournaments-none-running = Ninguno en curso ahora.
tournaments-none-finished = Ninguno terminado todavía.
tournaments-create-heading = Crear un torneo
tournaments-sign-up-to-create = Regístrate para crear un torneo o inscribirte en uno.
tournaments-how-played = Cómo se juega
tournaments-each-game =
    Cada partida: reparto de { $draw }, a { $target } puntos, { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } por mano en el reloj; un jugador que no se presenta pierde por tiempo.
tournaments-swiss-rules =
    { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }; en cada ronda te enfrentas a un jugador con una puntuación como la tuya, nunca dos veces al mismo. Una victoria vale 1, un descanso también 1. Desempates: Buchholz (las puntuaciones de tus rivales), luego puntos a favor menos en contra, luego la clasificación.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } ronda
       *[other] { $count } rondas
    }; en cada ronda te enfrentas a un jugador con una puntuación como la tuya, nunca dos veces al mismo, y juegas { $deals ->
        [one] el reparto de la ronda
       *[other] cada uno de los { $deals } repartos de la ronda
    } dos veces, una desde cada asiento. Todas las mesas de la ronda juegan los mismos repartos, así que nadie tiene más suerte con las fichas que los demás. Orden en la tabla: la diferencia de puntos en todos los repartos (puntos a favor menos puntos en contra), luego las rondas ganadas (a igualdad de puntos ½, un descanso 1), luego Buchholz, luego la clasificación.
tournaments-duplicate-private = Mientras se juega una ronda, sus partidas son privadas: nadie más que sus dos jugadores puede mirarlas. Sus repeticiones se abren a todos cuando termina la ronda.
tournaments-split-place = { $place }.º { $percent }%
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
tournaments-game-over = partida { $game }: { $scores }
tournaments-game-play = partida { $game }: juega tu partida
tournaments-game-watch = partida { $game }: mirar
tournaments-deal-done = reparto { $deal }, { $first } en el asiento 1: jugado (el resultado se muestra al terminar la ronda)
tournaments-deal-over = reparto { $deal }, { $first } en el asiento 1: { $scores }
tournaments-deal-play = reparto { $deal }, { $first } en el asiento 1: juega tu partida
tournaments-deal-playing = reparto { $deal }, { $first } en el asiento 1: en juego
tournaments-board-points = puntos: { $first } { $firstPoints }, { $second } { $secondPoints }
tournaments-bye = — descanso
tournaments-versus = vs.
tournaments-final = Final
tournaments-round = Ronda { $round }
tournaments-player = Jugador
tournaments-team-heading = Pareja
tournaments-score = Puntos
tournaments-buchholz = Buchholz
tournaments-won-short = G
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
tournaments-commitment = Compromiso de la ronda (el SHA-256 de su semilla):
tournaments-seed = Semilla de la ronda:
tournaments-seed-later = La semilla se muestra cuando se decide cada enfrentamiento de la ronda.
tournaments-download-data = Descargar los datos del torneo
tournaments-taking-entries = Torneos con inscripciones abiertas:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, empieza cuando se llene)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, empieza el { $date })
rules-title = Cómo jugar All Fives
rules-learn-by-playing-link = una primera partida guiada
rules-intro = All Fives (también llamado Muggins) es un juego para dos jugadores con un dominó doble seis. Anotas cada vez que tu jugada deja los extremos abiertos de la mesa sumando un múltiplo de cinco, y gana el primer jugador que llega a la puntuación final.
rules-tiles-heading = Las fichas y su peso
rules-tiles = El juego tiene 28 fichas: todas las parejas de números del 0 al 6, de la 0-0 a la 6-6, con 168 puntos en total. El peso de una ficha es la suma de sus puntos: la 6-4 pesa 10, así que es más pesada que la 5-3, que pesa 8; la 1-0 es más ligera que las dos.
rules-weight-caption = La 6-4 (peso 10) es más pesada que la 5-3 (peso 8); la 1-0 (peso 1) es la más ligera de las tres.
rules-tie-caption = Las dos pesan 9. Para la primera salida, el empate lo gana la ficha con el número más alto: la 6-3 le gana a la 5-4.
rules-weight-decides = El peso decide dos cosas. En la primera mano, si nadie tiene un doble, sale el jugador con la ficha más pesada, y sale con ella. Y cuando una mano se cierra, la gana el jugador cuyas fichas suman menos.
rules-deal-heading = El reparto y la salida
rules-deal = Cada jugador toma 7 o 9 fichas boca abajo, según se eligió en la mesa; las demás forman el pozo. Puedes elegir tus fichas una por una o pulsar Robar automáticamente: las fichas están mezcladas boca abajo, así que da lo mismo.
rules-lead = En la primera mano sale el jugador con el doble más alto (el 6-6; si no, el 5-5, y así hasta el 0-0), y tiene que salir con ese doble. Si nadie tiene un doble, sale la ficha más pesada. En las manos siguientes sale el ganador de la mano anterior, con la ficha que quiera; después de una mano cerrada que nadie ganó, sale el jugador que no salió en esa mano.
rules-count-heading = El spinner, los cuatro extremos y la cuenta
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
rules-domino = El jugador que juega su última ficha hace dominó: gana la mano y anota los puntos que le quedan al rival en la mano, redondeados al múltiplo de cinco más cercano (un resto de 1 o 2 redondea hacia abajo, de 3 o 4 hacia arriba: de 0 a 2 puntos no se anota nada, de 3 a 7 se anotan 5, de 8 a 12 se anotan 10, y así sucesivamente).
rules-bonus-caption = El premio por dominó: juegas tu última ficha mientras tu rival tiene la 6-4 y la 3-1, 14 puntos, que se redondean a 15. Anotas 15.
rules-blocked = Una mano se cierra (tranque) cuando el pozo está vacío y nadie tiene una ficha que entre. Entonces la gana el jugador con menos puntos en la mano, y anota los puntos de la mano del rival, redondeados de la misma manera. Si los dos tienen los mismos puntos, nadie anota.
rules-winning-heading = Ganar la partida
rules-winning = El primer jugador que llega a la puntuación final gana en ese momento, aunque sea en medio de una mano. Una jugada que anota y además vacía tu mano suma primero sus propios puntos; si con ellos llegas a la puntuación final, la partida termina ahí y el premio por dominó no se suma.
rules-clock = Con reloj, cada jugador tiene los minutos por mano que fijó la mesa. Tu reloj corre solo en tu turno, incluido el tiempo de robar, y se reinicia al comenzar cada mano. Si llega a cero, pierdes la partida y la apuesta. Puedes rendirte en cualquier momento; rendirse también pierde la partida y la apuesta.
rules-partners-heading = Cuatro jugadores: dos contra dos
rules-partners = All Fives se juega muy a menudo entre cuatro, en dos parejas. Los compañeros se sientan uno frente al otro, y el juego avanza en el sentido de las agujas del reloj. Cada jugador recibe 5 fichas, y quedan 8 en el pozo. Los compañeros juegan por una sola puntuación: lo que anote cualquiera de los dos va para su equipo, y gana el primer equipo que llega a la puntuación final. No puedes mostrarle ni decirle tus fichas a tu compañero, y mientras se juega una mano los compañeros no pueden chatear.
rules-seating-caption = Cuatro en la mesa: tú y tu compañero se sientan uno frente al otro, con un rival a cada lado. El juego avanza en el sentido de las agujas del reloj: tú, el rival de tu izquierda, tu compañero, el rival de tu derecha.
rules-seat-you = Tú
rules-seat-opponent = Rival
rules-seat-partner = Compañero
rules-clockwise = ↻ sentido horario
rules-partners-lead = En la primera mano sale quien tenga el doble más alto; después, el ganador de cada mano sale en la siguiente. Cuando juegas tu última ficha, tu equipo anota los puntos que les quedan en la mano a los dos rivales, primero sumados y luego redondeados una sola vez. Las fichas de tu compañero no cuentan.
rules-partners-bonus-caption = Haces dominó mientras los rivales tienen la 2-1 y la 3-1 y tu compañero la 6-6. Los 3 + 4 = 7 puntos de los rivales se redondean una sola vez a 5: tu equipo anota 5 (redondeando antes cada mano serían 10). Los 12 puntos de tu compañero no cuentan.
rules-partners-blocked = Una mano cerrada la gana el equipo con menos puntos entre sus dos manos; anota los puntos del otro equipo, redondeados una sola vez, y su jugador con menos puntos sale en la mano siguiente. Si se te acaba el reloj o te rindes, tu equipo pierde la partida.
rules-rule-book = Cada detalle que sigue el programa está escrito en el reglamento que acompaña a su código fuente, docs/rules.md; los registros de las partidas y los mensajes para los jugadores de la computadora se describen en docs/formats.md.
rules-history-heading = Un poco de historia
rules-history-dice = El dominó desciende de los dados. Cada ficha de los juegos chinos originales muestra una de las 21 maneras en que pueden caer dos dados, así que las fichas chinas no tienen blancas; en cambio, algunas fichas aparecen dos veces. Según los historiadores, hacia el año 1120 ya existía un juego chino de 32 piezas.
rules-history-europe = El dominó parece haber sido desconocido en Europa hasta el siglo XVIII, y su forma moderna quizá se inventó en Italia. Los juegos occidentales añaden la blanca, con lo que salen todas las parejas de la 0-0 a la 6-6: las 28 fichas que se juegan aquí. El nombre vendría, al parecer, de los disfraces de máscara llamados dominós, cuyos agujeros para los ojos recordaban las fichas con sus puntos.
rules-history-oldest = Se dice que el juego más antiguo conocido se encontró entre las ruinas de Tebas, en la tumba de Tutankamón, rey de Egipto de la XVIII dinastía, en el siglo XIV a. C., y que se conserva en El Cairo. Desde entonces juegan al dominó jóvenes y mayores en todo el mundo, entre ellos reyes y presidentes: Lyndon B. Johnson jugaba con sus amigos en Texas.
rules-back-to-lobby = Volver a la sala
rules-sign-in-to-play = Entra para jugar
tutorial-setting-up = Preparando la mesa…
tutorial-title = Tu primera partida
tutorial-partners-title = Jugar con un compañero
tutorial-progress = Paso { $step } de { $total }
tutorial-partners-progress = En pareja: paso { $step } de { $total }
tutorial-last-step = Último paso
tutorial-end-next-hand = { $say } Haz clic en “Siguiente mano” para ver cómo se puntúa una mano cerrada.
tutorial-next-partners = Siguiente: cuatro jugadores, dos contra dos
tutorial-finish = Terminar
tutorial-done = Eso es todo el juego: sal, cuenta los extremos, anota los múltiplos de 5, roba cuando no puedas jugar y vacía tu mano antes que nadie. Gana el primero en llegar a la puntuación final ({ $target } aquí).
tutorial-ready = Ya sabes jugar.
tutorial-play-computer = Juega contra la computadora
tutorial-read-rules = Lee las reglas
tutorial-leave = Salir del tutorial
tutorial-hint-reason = la jugada que enseña este paso
tutorial-player-you = Tú
tutorial-player-tutor = Bot tutor
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
