# Warnings every target gets; STACKLAB_WERROR turns them into errors (CI does).
add_compile_options(-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
                    -Wformat=2 -Wimplicit-fallthrough)
if(STACKLAB_WERROR)
    add_compile_options(-Werror)
endif()

# The sanitizer build: ASan and UBSan for everything it compiles. With STACKLAB_FUZZ (clang), the
# same objects also carry libFuzzer's coverage (fuzzer-no-link), so one build serves the unit and
# lab tests under the sanitizers and the fuzz targets, which alone link the fuzzer
# (tests/fuzz/CMakeLists.txt); a fuzz target linking the helper's libraries is guided through them.
if(STACKLAB_SANITIZE OR STACKLAB_FUZZ)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()
if((STACKLAB_SANITIZE OR STACKLAB_FUZZ) AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # clang's -fsanitize=function (part of undefined) flags every call Qt's signals make through a
    # pointer cast to its slot's real type; gcc has no such check, and neither build had it before.
    add_compile_options(-fno-sanitize=function)
endif()
if(STACKLAB_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()
