# Warnings every target gets; STACKLAB_WERROR turns them into errors (CI does).
add_compile_options(-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
                    -Wformat=2 -Wimplicit-fallthrough)
if(STACKLAB_WERROR)
    add_compile_options(-Werror)
endif()

# The fuzz build instruments everything it compiles for coverage, so that a fuzz target linking the
# helper's libraries (the structured request fuzzer) is guided through them too.
if(STACKLAB_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

if(STACKLAB_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

add_compile_definitions(QT_NO_FOREACH QT_NO_URL_CAST_FROM_STRING)
